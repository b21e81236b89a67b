/**
 * Location detection on the global home (SPEC sections 2 and 4), loaded after the page
 * is interactive so it costs the first load nothing.
 *
 * The page is never moved under the person: whatever they tap or type while detection
 * runs stays theirs. A city detected is offered by the banner "We detected you're in
 * {place}…", a link to its listings (keeping any search) that the browser prefetches.
 * Closing the banner hides it for the session. The global home is one public page for
 * every visitor (a shared cache keeps it), so deciding here, in the browser, after
 * paint, and only as an offer is what keeps it both cacheable and still.
 * - Crawlers are never offered anything (the server already leaves this component out
 *   for them; the user agent is checked again here).
 * - The six city pages SPEC names are prefetched.
 * Failures only log to the console: the page works as if nothing was detected.
 */
import { isbot } from 'isbot';
import { MapPin, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, PrefetchPageLinks, useLocation } from 'react-router';
import type { City } from '../../../domain/geo/cities';
import { findCity } from '../../../domain/geo/find-city';
import { cityPath } from '../../../domain/geo/city-path';
import { countryName } from '../../../domain/shared/format';
import { browserEnvironment, detectCity, type Detected } from '../../lib/detect-city';
import { closeLocationBanner, locationBannerClosed, rememberDetection, rememberedDetection } from '../../lib/detection-memory';
import { useCityName } from '../../lib/city-name';

/** SPEC section 2 "Location behaviour": city pages preloaded. */
export const PREFETCHED_CITY_PATHS = ['/au/melbourne', '/uk/london', '/ca/toronto', '/us/newyork', '/au/sydney', '/de/berlin'];

type State = { kind: 'detecting' } | { kind: 'staying'; detected: Detected | null };

/** This session's detection, or a new one. */
async function detection(): Promise<Detected | null> {
  const remembered = rememberedDetection();
  if (remembered === null) return null;
  const rememberedCity = findCity(remembered?.subdomain);
  if (remembered && rememberedCity) return { city: rememberedCity, source: remembered.source };
  const detected = await detectCity(browserEnvironment());
  rememberDetection(detected ? { subdomain: detected.city.subdomain, source: detected.source } : null);
  return detected;
}

export default function LocationDetection() {
  const [state, setState] = useState<State>({ kind: 'detecting' });

  useEffect(() => {
    if (isbot(navigator.userAgent)) return console.debug('[location] a crawler: detection stops here');
    let cancelled = false;
    detection()
      .then((detected) => {
        if (cancelled) return;
        // Offered, never followed by itself: the page stays as the person sees it.
        if (detected) console.debug(`[location] offering ${detected.city.subdomain} (${detected.source})`);
        setState({ kind: 'staying', detected });
      })
      .catch((error: unknown) => {
        console.warn('[location] detection failed', error);
        if (!cancelled) setState({ kind: 'staying', detected: null });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (state.kind === 'detecting') return null;
  const detectedPath = state.detected ? cityPath(state.detected.city) : null;
  return (
    <>
      {PREFETCHED_CITY_PATHS.map((path) => (
        <PrefetchPageLinks key={path} page={path} />
      ))}
      {detectedPath && !PREFETCHED_CITY_PATHS.includes(detectedPath) && <PrefetchPageLinks page={detectedPath} />}
      {state.detected && <DetectedCityBanner detected={state.detected} />}
    </>
  );
}

function DetectedCityBanner({ detected }: { detected: Detected }) {
  const { t, i18n } = useTranslation();
  const cityName = useCityName();
  const { search } = useLocation();
  const [closed, setClosed] = useState(locationBannerClosed);
  if (closed) return null;
  const city: City = detected.city;
  const place = `${cityName(city)}, ${countryName(city.countryCode, i18n.language, city.country)}`;
  // A link that widened a search to a whole country (?country=) is about this page, not the city's.
  const kept = new URLSearchParams(search);
  kept.delete('country');
  const query = kept.toString();

  function close() {
    closeLocationBanner();
    setClosed(true);
  }

  return (
    <section
      aria-label={t('location.bannerLabel')}
      data-testid="location-banner"
      className="fixed inset-x-2 bottom-2 z-40 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md"
    >
      <div className="flex items-start gap-3">
        <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden />
        <div className="flex-1 space-y-3">
          <p className="text-sm text-slate-800">{t('location.detected', { place })}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link
              to={{ pathname: cityPath(city), search: query ? `?${query}` : '' }}
              data-testid="location-banner-link"
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
            >
              {t('location.viewLocal')}
            </Link>
            {detected.source === 'ip' && (
              // DB-IP's licence (CC BY 4.0) asks for this link wherever its results are shown.
              <a href="https://db-ip.com" className="text-xs text-slate-600 underline hover:text-slate-800">
                IP Geolocation by DB-IP
              </a>
            )}
          </div>
        </div>
        <button type="button" onClick={close} aria-label={t('location.close')} className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
