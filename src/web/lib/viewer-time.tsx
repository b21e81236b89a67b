/**
 * Times as the person reading the page lives them.
 *
 * Public pages (shared caches keep them, so they read no cookie) write times in their
 * city's zone, or UTC without a city: the server and the browser print the same text.
 * Private pages (`private, no-store`: a conversation, the manage page, My ads, the
 * moderation queue) write them in the viewer's zone. The head script
 * (`viewer-time-zone.server.ts`) keeps the browser's zone in the `cb_tz` cookie; the
 * page's loader reads it (`viewerTimeOf`) and hands it down as `viewerTime`, and every
 * time on the page, the ones the browser adds later too, goes through `useInstantFormat`
 * with that zone. So the first render and the hydrated page say the same, in the viewer's
 * zone, and an order of messages never depends on how their times read.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatInstant, wordsLocale, type InstantStyle } from '../../domain/shared/format';
import { useTranslation } from '../i18n/use-translation';
import { useMatches } from 'react-router';
import { useRootData } from './root-data';

/** The cookie the head script writes the browser's zone into (an IANA name, URI-encoded). */
export const TIME_ZONE_COOKIE = 'cb_tz';

export interface ViewerTime {
  /** The zone times are written in. */
  timeZone: string;
  /** Whether it is the viewer's own (the cookie); otherwise the city's or UTC, and times name their zone. */
  viewers: boolean;
  /** The locale of the city the page is about ("en-GB"), for the conventions of the words (`wordsLocale`). */
  cityLocale: string | null;
}

const ViewerTimeContext = createContext<ViewerTime | null>(null);

export function ViewerTimeProvider({ value, children }: { value: ViewerTime; children: ReactNode }) {
  return <ViewerTimeContext value={value}>{children}</ViewerTimeContext>;
}

/**
 * Writes instants in the page's zone and language: the viewer's on a private page (inside
 * `ViewerTimeProvider`), else the page's city's, else UTC. A page written in one language
 * whatever the visitor's (the moderation queue: English) names it, and may always name the zone.
 */
export function useInstantFormat(options: { language?: string; showZone?: boolean } = {}): (instant: string | Date, style?: InstantStyle) => string {
  const viewer = useContext(ViewerTimeContext);
  const root = useRootData();
  const { i18n } = useTranslation();
  const language = options.language ?? i18n.language;
  const cityLocale = viewer ? viewer.cityLocale : (root?.locality.city ? root.locality.locale : null);
  const timeZone = viewer?.timeZone ?? (root?.locality.city ? root.locality.timezone : 'UTC');
  const showZone = options.showZone ?? (viewer ? !viewer.viewers : false);
  return useMemo(() => {
    const locale = cityLocale ? wordsLocale(language, cityLocale) : language;
    return (instant, style = 'dateTime') => formatInstant(instant, { locale, timeZone, style, showZone });
  }, [language, cityLocale, timeZone, showZone]);
}

/**
 * The zone the page's times were written in when a private page's loader chose it
 * (`viewerTime` in its data), else '' (a public page): the head script compares it with
 * the browser's.
 */
export function useRenderedViewerZone(): string {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.loaderData as { viewerTime?: ViewerTime } | undefined;
    if (data && typeof data === 'object' && data.viewerTime) return data.viewerTime.timeZone;
  }
  return '';
}
