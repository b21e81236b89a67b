/**
 * The plausibility warnings of the Post New Ad form (domain/listings/plausibility.ts),
 * in the page's language: each says what looks wrong ("98 km is very little for a car
 * from 2012") and asks the seller to confirm it ("Yes, 98 km is right") before the ad
 * is posted. Correcting the value makes its warning go away instead.
 */
import { AlertTriangle } from 'lucide-react';
import type { PlausibilityWarning } from '../../../domain/listings/plausibility';
import { formatNumber } from '../../../domain/shared/format';
import type { TFunction } from '../../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { listingPriceText } from '../../lib/listing-price';

/** One warning's identity: confirming 98 km does not confirm 980 km. */
export function warningKey(warning: PlausibilityWarning): string {
  return `${warning.code}:${JSON.stringify(warning.values)}`;
}

/** How prices and measures are written: the city's locale and currency. */
export interface WarningPlace {
  locale: string;
  currency: string;
}

function measure(t: TFunction, locale: string, value: string | number | undefined, unit: string | number | undefined): string {
  return `${formatNumber(Number(value), locale)} ${t(`attributes.units.${String(unit)}`)}`;
}

function pay(t: TFunction, place: WarningPlace, amount: string | number | undefined, period: string | number | undefined): string {
  const priceUnit = (period ? String(period) : null) as Parameters<typeof listingPriceText>[0]['priceUnit'];
  return listingPriceText({ price: String(amount), currency: place.currency, priceUnit }, place.locale, t);
}

/** The warning's sentence and the value its confirmation names. */
export function warningText(warning: PlausibilityWarning, t: TFunction, place: WarningPlace): { message: string; value: string } {
  const v = warning.values;
  switch (warning.code) {
    case 'mileage_low_for_age':
    case 'mileage_high_for_age': {
      const mileage = measure(t, place.locale, v.mileage, v.unit);
      return { message: t(`plausibility.${warning.code}`, { mileage, year: v.year }), value: mileage };
    }
    case 'mileage_unit_differs_from_text': {
      const mileage = measure(t, place.locale, v.mileage, v.unit);
      return { message: t('plausibility.mileage_unit_differs_from_text', { mileage, textMileage: measure(t, place.locale, v.mileage, v.textUnit) }), value: mileage };
    }
    case 'area_unit_differs_from_text': {
      const area = measure(t, place.locale, v.area, v.unit);
      return { message: t('plausibility.area_unit_differs_from_text', { area, textArea: measure(t, place.locale, v.area, v.textUnit) }), value: area };
    }
    case 'area_implausible': {
      const area = measure(t, place.locale, v.area, v.unit);
      return { message: t('plausibility.area_implausible', { area }), value: area };
    }
    case 'wage_below_minimum': {
      const amount = pay(t, place, v.amount, v.period);
      const minimum = pay(t, place, v.minimum, v.period);
      const key = v.hours === undefined ? 'plausibility.wage_below_minimum' : 'plausibility.wage_below_minimum_for_hours';
      return { message: t(key, { pay: amount, minimum, hours: v.hours }), value: amount };
    }
    case 'wage_hourly_too_high': {
      const amount = pay(t, place, v.amount, v.period);
      return { message: t('plausibility.wage_hourly_too_high', { pay: amount }), value: amount };
    }
    case 'price_token': {
      let price: string;
      try {
        price = new Intl.NumberFormat(place.locale, { style: 'currency', currency: place.currency, maximumFractionDigits: 0 }).format(Number(v.amount));
      } catch {
        price = `${place.currency} ${String(v.amount)}`;
      }
      return { message: t('plausibility.price_token', { price }), value: price };
    }
  }
}

export function PlausibilityNotice({
  warnings,
  confirmed,
  onConfirm,
  place,
}: {
  warnings: readonly PlausibilityWarning[];
  confirmed: ReadonlySet<string>;
  onConfirm: (key: string, confirmed: boolean) => void;
  place: WarningPlace;
}) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <section role="alert" aria-labelledby="plausibility-title" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="plausibility-warnings">
      <h3 id="plausibility-title" className="flex items-center gap-1.5 font-semibold">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
        {t('plausibility.title')}
      </h3>
      <p className="mt-1 text-amber-900">{t('plausibility.intro')}</p>
      <ul className="mt-2 space-y-2">
        {warnings.map((warning) => {
          const key = warningKey(warning);
          const text = warningText(warning, t, place);
          return (
            <li key={key} data-testid={`plausibility-${warning.code}`}>
              <p>{text.message}</p>
              <label className="mt-1 inline-flex items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  checked={confirmed.has(key)}
                  onChange={(event) => onConfirm(key, event.target.checked)}
                  className="h-4 w-4 rounded border-amber-400 accent-brand-600"
                />
                {t('plausibility.confirm', { value: text.value })}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
