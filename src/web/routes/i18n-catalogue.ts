import type { Route } from './+types/i18n-catalogue';
import { catalogueFile } from '../i18n/messages.server';
import { isLanguage } from '../../i18n/languages';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A language's interface text (`/i18n/fr.<version>.json`, catalogue.ts). The address names
 * the content, so browsers and CDNs keep it for a year. An address of another version (a
 * page rendered before a deploy) still gets today's text, but nobody may keep that answer.
 */
export function loader({ params }: Route.LoaderArgs) {
  const match = /^([a-z]{2})\.([0-9a-f]{12})\.json$/.exec(params.file);
  const language = match?.[1];
  if (!match || !isLanguage(language)) throw new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const { json, current } = catalogueFile(language, match[2]!);
  return new Response(json, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': current ? IMMUTABLE : 'no-cache' },
  });
}
