import { isbot } from 'isbot';

/** Search engines and link-preview bots: they get the page at its own URL, never moved to a detected city. */
export function isCrawlerRequest(request: Request): boolean {
  return isbot(request.headers.get('user-agent'));
}
