/**
 * What the form read from a typed number, shown under it before posting: "= 12,50 €"
 * under a price typed "12,50" on a German page, "= 98.000" under a mileage typed
 * "98000". Nothing while the box is empty or holds no number (the form's error says so
 * when posting).
 */
import { useWatch, type Control } from 'react-hook-form';
import { formatNumber, formatPrice } from '../../../domain/shared/format';
import { parseLocaleNumber } from '../../../domain/shared/parse-number';
import { useTranslation } from '../../i18n/use-translation';
import type { ListingFields } from './use-listing-form';

const echoClass = 'mt-1 text-xs font-medium text-slate-700 tabular-nums';

/** The price as the listing will show it, in the ad's city's money and writing. */
export function PriceEcho({
  control,
  numberLocale,
  money,
  id,
}: {
  control: Control<ListingFields>;
  numberLocale: string;
  money: { currency: string; locale: string };
  id: string;
}) {
  const { t } = useTranslation();
  const price = useWatch({ control, name: 'price' }) ?? '';
  const reading = price.trim() ? parseLocaleNumber(price, numberLocale) : null;
  if (!reading?.ok) return null;
  return (
    <p id={id} className={echoClass} data-testid="price-echo" aria-live="polite">
      = {formatPrice(reading.value, money.currency, money.locale, t('results.free'))}
    </p>
  );
}

/** A number Detail read back in the page's writing, when it says more than the box does. */
export function NumberEcho({ text, numberLocale, id, testId }: { text: string | undefined; numberLocale: string; id: string; testId: string }) {
  const typed = text?.trim() ?? '';
  const reading = typed ? parseLocaleNumber(typed, numberLocale) : null;
  if (!reading?.ok || (reading.value.length <= 3 && typed === reading.value)) return null;
  return (
    <p id={id} className={echoClass} data-testid={testId}>
      = {formatNumber(Number(reading.value), numberLocale)}
    </p>
  );
}
