/**
 * Keeps an open thread up to date: asks GET /api/conversations/{id} every 5 seconds
 * while the tab is visible (and at once when it becomes visible again), with the last
 * ETag, so an unchanged thread costs a 304 and no body (ADR 012: polling, not SSE).
 * New messages from the other person that are on the screen are marked read.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchThread, markRead } from './conversation-requests';
import type { Thread } from './thread-types';

export const POLL_INTERVAL_MS = 5000;

export function useThreadUpdates(initial: Thread, token: string | null) {
  const [thread, setThread] = useState(initial);
  const etag = useRef<string | null>(null);
  const reading = useRef(false);

  /** A newer thread from any answer (a poll, a sent reply, an action). */
  const replace = useCallback((next: Thread) => setThread(next), []);

  // Unread messages on a visible page have been seen: say so once per batch.
  useEffect(() => {
    if (thread.unread === 0 || reading.current || document.visibilityState !== 'visible') return;
    reading.current = true;
    markRead(thread.id, token)
      .then(() => setThread((current) => (current.id === thread.id ? { ...current, unread: 0 } : current)))
      .catch(() => {
        // The next poll brings the count again and tries once more.
      })
      .finally(() => {
        reading.current = false;
      });
  }, [thread.id, thread.unread, token]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let inFlight = false;

    async function poll() {
      if (stopped || inFlight || document.visibilityState !== 'visible') return;
      inFlight = true;
      try {
        const answer = await fetchThread(initial.id, token, etag.current);
        if (answer && !stopped) {
          etag.current = answer.etag;
          setThread(answer.thread);
        }
      } catch {
        // A dropped connection or a busy server: the next turn asks again.
      } finally {
        inFlight = false;
        schedule();
      }
    }

    function schedule() {
      clearTimeout(timer);
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    }

    function visibilityChanged() {
      if (document.visibilityState === 'visible') void poll();
      else clearTimeout(timer);
    }

    schedule();
    document.addEventListener('visibilitychange', visibilityChanged);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', visibilityChanged);
    };
  }, [initial.id, token]);

  return { thread, replace };
}
