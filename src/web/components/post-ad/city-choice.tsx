/**
 * Where an ad posted from a page without a city (the global home, /jobs) goes: every ad
 * belongs to a city, which gives it its currency, language and time zone. The city the
 * visitor was detected in (this tab's detection, or a new one that asks for nothing)
 * comes first; the seller picks, nothing is chosen for them.
 */
import { useEffect, useState } from 'react';
import { CITIES, type City } from '../../../domain/geo/cities';
import { findCity } from '../../../domain/geo/find-city';
import { useTranslation } from '../../i18n/use-translation';
import { useCityName } from '../../lib/city-name';
import { browserEnvironment, detectCity } from '../../lib/detect-city';
import { rememberDetection, rememberedDetection } from '../../lib/detection-memory';

/** This tab's detected city, or a new detection (no permission prompt: lib/detect-city.ts). */
function useDetectedCity(): City | null {
  const [city, setCity] = useState<City | null>(() => findCity(rememberedDetection()?.subdomain) ?? null);
  useEffect(() => {
    if (rememberedDetection() !== undefined) return;
    let cancelled = false;
    detectCity(browserEnvironment())
      .then((detected) => {
        rememberDetection(detected ? { subdomain: detected.city.subdomain, source: detected.source } : null);
        if (!cancelled) setCity(detected?.city ?? null);
      })
      .catch((error: unknown) => console.warn('[location] detection failed', error));
    return () => {
      cancelled = true;
    };
  }, []);
  return city;
}

const selectClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 sm:text-sm';

export function CityChoice({ value, onChange, error }: { value: string; onChange: (subdomain: string) => void; error: string | null }) {
  const { t, i18n } = useTranslation();
  const cityName = useCityName();
  const detected = useDetectedCity();
  const collator = new Intl.Collator(i18n.language);
  const others = CITIES.filter((city) => city.subdomain !== detected?.subdomain).sort((a, b) => collator.compare(cityName(a), cityName(b)));
  return (
    <div>
      {/* The asterisk stays outside the label, as in the form's other fields (aria-required says it). */}
      <span className="mb-1 block text-sm font-medium text-slate-800">
        <label htmlFor="post-ad-city">{t('postAd.city')}</label>
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      </span>
      <select
        id="post-ad-city"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'post-ad-city-hint post-ad-city-error' : 'post-ad-city-hint'}
        className={selectClass}
        data-testid="post-ad-city"
      >
        <option value="">{t('postAd.cityPlaceholder')}</option>
        {detected && <option value={detected.subdomain}>{t('postAd.cityDetected', { city: cityName(detected) })}</option>}
        {others.map((city) => (
          <option key={city.subdomain} value={city.subdomain}>
            {cityName(city)}
          </option>
        ))}
      </select>
      <p id="post-ad-city-hint" className="mt-1 text-xs text-slate-500">
        {t('postAd.cityHint')}
      </p>
      {error && (
        <p id="post-ad-city-error" className="mt-1 text-sm text-red-700" data-testid="error-city">
          {error}
        </p>
      )}
    </div>
  );
}
