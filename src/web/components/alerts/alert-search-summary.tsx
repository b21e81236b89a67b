import { useCityName } from '../../lib/city-name';
import { useTranslation } from '../../i18n/use-translation';
import { describeSearch } from './describe-search';

/** A saved search as a row of chips, in the page's language. */
export function AlertSearchSummary({
  city,
  category,
  params,
  testId,
}: {
  city: { name: string; subdomain: string; currency?: string } | null;
  category: string | null;
  params: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const cityName = useCityName();
  const parts = describeSearch(t, { place: city ? cityName(city) : null, category, params: new URLSearchParams(params), currency: city?.currency, language: i18n.language });
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('alerts.search.label')} data-testid={testId}>
      {parts.map((part) => (
        <li key={part} className="rounded-full bg-brand-50 px-2.5 py-1 text-sm text-brand-800">
          {part}
        </li>
      ))}
    </ul>
  );
}
