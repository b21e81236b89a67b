import { describe, expect, it } from 'vitest';
import { VIEWER_TIME_ZONE_SCRIPT, viewerTimeOf } from './viewer-time-zone.server';

const request = (cookie?: string) => new Request('http://localhost/messages/x', cookie ? { headers: { cookie } } : {});

describe('the viewer’s zone on a private page', () => {
  it('is the browser’s, from the cookie the head script writes', () => {
    expect(viewerTimeOf(request('cb_vid=abc; cb_tz=America%2FNew_York'), { cityZone: 'Europe/London', cityLocale: 'en-GB' })).toEqual({
      timeZone: 'America/New_York',
      viewers: true,
      cityLocale: 'en-GB',
    });
  });

  it('falls back to a stored zone, then the city’s, then UTC, and says it is not the viewer’s', () => {
    expect(viewerTimeOf(request('cb_tz=Mars%2FOlympus'), { storedZone: 'Asia/Tokyo', cityZone: 'Europe/London' })).toMatchObject({ timeZone: 'Asia/Tokyo', viewers: true });
    expect(viewerTimeOf(request('cb_tz=Mars%2FOlympus'), { cityZone: 'Europe/London' })).toMatchObject({ timeZone: 'Europe/London', viewers: false });
    expect(viewerTimeOf(request('cb_tz=%E0%A4%A'), { cityZone: null })).toMatchObject({ timeZone: 'UTC', viewers: false });
    expect(viewerTimeOf(request())).toEqual({ timeZone: 'UTC', viewers: false, cityLocale: null });
  });
});

/** Runs the head script in a stand-in document: Node's own zone (UTC) plays the browser's. */
function runHeadScript(options: { cookie: string; renderedZone: string | null; session?: Map<string, string> }) {
  let cookies = options.cookie;
  const session = options.session ?? new Map<string, string>();
  let reloads = 0;
  const document = {
    get cookie() {
      return cookies;
    },
    set cookie(value: string) {
      const [pair] = value.split(';');
      const [name] = pair!.split('=');
      cookies = [...cookies.split('; ').filter((part) => part && !part.startsWith(`${name}=`)), pair].join('; ');
    },
    currentScript: { getAttribute: (name: string) => (name === 'data-rendered-zone' ? options.renderedZone : null) },
  };
  const location = { protocol: 'https:', pathname: '/messages/x', reload: () => void reloads++ };
  const sessionStorage = { getItem: (key: string) => session.get(key) ?? null, setItem: (key: string, value: string) => void session.set(key, value) };
  new Function('document', 'location', 'sessionStorage', VIEWER_TIME_ZONE_SCRIPT)(document, location, sessionStorage);
  return { cookies, reloads, session };
}

describe('the head script', () => {
  it('keeps the browser’s zone in the cookie on every page, and never reloads a public one', () => {
    expect(runHeadScript({ cookie: 'cb_vid=abc', renderedZone: '' })).toMatchObject({ cookies: 'cb_vid=abc; cb_tz=UTC', reloads: 0 });
    expect(runHeadScript({ cookie: 'cb_tz=Europe%2FBerlin', renderedZone: null })).toMatchObject({ cookies: 'cb_tz=UTC', reloads: 0 });
  });

  it('loads a private page written for another zone once more, once', () => {
    const first = runHeadScript({ cookie: '', renderedZone: 'Europe/Berlin' });
    expect(first).toMatchObject({ cookies: 'cb_tz=UTC', reloads: 1 });
    // Written for the right zone now: nothing to do.
    expect(runHeadScript({ cookie: first.cookies, renderedZone: 'UTC', session: first.session }).reloads).toBe(0);
    // The server could not use the zone after all: no loop.
    expect(runHeadScript({ cookie: first.cookies, renderedZone: 'Europe/Berlin', session: first.session }).reloads).toBe(0);
  });
});
