/**
 * The viewer's zone on private pages (see `viewer-time.tsx` for the whole design): read
 * from the `cb_tz` cookie that the head script below keeps up to date.
 */
import { cookieValue } from '../../i18n/languages';
import { isTimeZone } from '../../i18n/locale';
import { TIME_ZONE_COOKIE, type ViewerTime } from './viewer-time';

/**
 * The zone a private page writes its times in: the viewer's (the cookie), else the one
 * stored for this person, else the city's the page is about, else UTC. Only a private
 * page may ask: the answer depends on a cookie, so a shared cache must not keep it.
 */
export function viewerTimeOf(request: Request, options: { cityZone?: string | null; cityLocale?: string | null; storedZone?: string | null } = {}): ViewerTime {
  const cityLocale = options.cityLocale ?? null;
  let cookie: string | null = null;
  try {
    cookie = cookieValue(request.headers.get('cookie'), TIME_ZONE_COOKIE);
  } catch {
    // A malformed escape in the cookie: as if there were none.
  }
  if (isTimeZone(cookie)) return { timeZone: cookie, viewers: true, cityLocale };
  if (isTimeZone(options.storedZone)) return { timeZone: options.storedZone, viewers: true, cityLocale };
  return { timeZone: isTimeZone(options.cityZone) ? options.cityZone : 'UTC', viewers: false, cityLocale };
}

/**
 * The document head's script, before anything is painted: keeps the browser's zone in
 * the `cb_tz` cookie (a year), and when the page was written for another zone (its
 * script tag says which in `data-rendered-zone`; only private pages say) and the cookie
 * now holds the right one, loads the page again, once per page and zone, so nobody sees
 * the times of a zone they are not in. Public pages carry no zone and never reload.
 */
export const VIEWER_TIME_ZONE_SCRIPT = `(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(!z)return;var e=encodeURIComponent(z),n='${TIME_ZONE_COOKIE}',p=/(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)/,m=document.cookie.match(p);if(!m||m[1]!==e)document.cookie=n+'='+e+';path=/;max-age=31536000;samesite=lax'+(location.protocol==='https:'?';secure':'');var s=document.currentScript,r=s&&s.getAttribute('data-rendered-zone');if(!r||r===z)return;m=document.cookie.match(p);if(!m||m[1]!==e)return;var k='cb_tz_reload',v=location.pathname+'|'+z;if(sessionStorage.getItem(k)===v)return;sessionStorage.setItem(k,v);location.reload()}catch(x){}})()`;
