/**
 * Location detection on the global home (SPEC sections 2 and 4), loaded after the page
 * is interactive so it costs the first load nothing.
 *
 * - A visitor who has not chosen 'Global Marketplace' is moved to the detected city:
 *   the URL is replaced (no extra history entry), keeping any search in it.
 * - A visitor who chose 'Global Marketplace' stays; when a city was detected, the banner
 *   "We detected you're in {place}…" offers its listings (SPEC "Page metadata": no
 *   city set, a location detected). Closing it hides it for the session.
 * - Crawlers are never moved (the server already leaves this component out for them;
 *   the user agent is checked again here).
 * - Staying global, the six city pages SPEC names are prefetched.
 * Failures only log to the console: the page works as if nothing was detected.
 */
import { isbot } from 'isbot';
import { MapPin, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PrefetchPageLinks, useNavigate } from 'react-router';
import type { City } from '../../../domain/geo/cities';
import { findCity } from '../../../domain/geo/find-city';
import { cityPath } from '../../../domain/geo/city-path';
import { countryName } from '../../../domain/shared/format';
import { browserEnvironment, detectCity, type Detected } from '../../lib/detect-city';
import { closeLocationBanner, locationBannerClosed, rememberDetection, rememberedDetection } from '../../lib/detection-memory';
import { hasChosenGlobal, rememberGlobalChoice } from '../../lib/location-choice';
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
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'detecting' });

  useEffect(() => {
    if (isbot(navigator.userAgent)) return console.debug('[location] a crawler: detection stops here');
    let cancelled = false;
    detection()
      .then((detected) => {
        if (cancelled) return;
        // A link that widened a search to a whole country (?country=) means this page, not the visitor's city.
        const widened = new URLSearchParams(window.location.search).has('country');
        if (detected && !hasChosenGlobal() && !widened) {
          // The search the visitor may have typed meanwhile goes along.
          void navigate({ pathname: cityPath(detected.city), search: window.location.search }, { replace: true });
          return;
        }
        setState({ kind: 'staying', detected });
      })
      .catch((error: unknown) => {
        console.warn('[location] detection failed', error);
        if (!cancelled) setState({ kind: 'staying', detected: null });
      });
    // Leaving the page before detection ends cancels the move.
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  if (state.kind === 'detecting') return null;
  return (
    <>
      {PREFETCHED_CITY_PATHS.map((path) => (
        <PrefetchPageLinks key={path} page={path} />
      ))}
      {state.detected && <DetectedCityBanner detected={state.detected} />}
    </>
  );
}

function DetectedCityBanner({ detected }: { detected: Detected }) {
  const { t, i18n } = useTranslation();
  const cityName = useCityName();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(locationBannerClosed);
  if (closed) return null;
  const city: City = detected.city;
  const place = `${cityName(city)}, ${countryName(city.countryCode, i18n.language, city.country)}`;

  function viewLocal() {
    // Picking a city ends the 'Global Marketplace' choice, as the city selector does.
    rememberGlobalChoice(false);
    void navigate(cityPath(city));
  }

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
            <button
              type="button"
              onClick={viewLocal}
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
            >
              {t('location.viewLocal')}
            </button>
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
