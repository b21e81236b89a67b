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
import { controlA11y, Field, FieldError, FieldHint, inputClass } from '../ui/field';

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

export function CityChoice({ value, onChange, error }: { value: string; onChange: (subdomain: string) => void; error: string | null }) {
  const { t, i18n } = useTranslation();
  const cityName = useCityName();
  const detected = useDetectedCity();
  const collator = new Intl.Collator(i18n.language);
  const others = CITIES.filter((city) => city.subdomain !== detected?.subdomain).sort((a, b) => collator.compare(cityName(a), cityName(b)));
  return (
    <Field label={t('postAd.city')} htmlFor="post-ad-city" required>
      <select
        {...controlA11y('post-ad-city', { invalid: Boolean(error), describedBy: ['post-ad-city-hint', error && 'post-ad-city-error'] })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required
        className={inputClass}
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
      <FieldHint id="post-ad-city-hint">{t('postAd.cityHint')}</FieldHint>
      <FieldError id="post-ad-city-error" message={error} testId="error-city" />
    </Field>
  );
}
