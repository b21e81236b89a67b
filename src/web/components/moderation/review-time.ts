import { useInstantFormat } from '../../lib/viewer-time';

/**
 * A time in the queue: "22 Nov 2026, 15:39 EST", in the reviewer's zone (the moderation
 * page's `viewerTime`) and named, in the queue's English whatever the site's language;
 * the same on the server and in the browser.
 */
export function useReviewTime(): (iso: string) => string {
  return useInstantFormat({ language: 'en-GB', showZone: true });
}
