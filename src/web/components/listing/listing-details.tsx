/**
 * The listing page's Details list, apart from the cards' key facts so the field table
 * behind it loads with listing pages only, not with every results page.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { TFunction } from '../../../i18n/i18n';
import { listingDetailsOf, type FactsOfListing, type KeyFact } from '../../../domain/attributes/key-facts';
import { formatNumber, wordsLocale } from '../../../domain/shared/format';
import { dateText, factText } from './key-facts';

/** A fact as the Details list says it beside its label ("Bedrooms: 2", "Furnished: Yes"). */
function detailText(fact: KeyFact, t: TFunction, locale: string): string {
  switch (fact.kind) {
    case 'bedrooms':
      return fact.value === 0 ? t('attributes.facts.studio') : formatNumber(fact.value, locale);
    case 'bathrooms':
    case 'hours':
    case 'storage':
    case 'power':
      return formatNumber(fact.value, locale);
    case 'yes-no':
      return t(fact.value ? 'attributes.yes' : 'attributes.no');
    case 'date':
      return dateText(fact.value, locale);
    case 'choice':
      return t(`attributes.options.${fact.field}.${fact.value}`, { defaultValue: fact.value });
    default:
      return factText(fact, t, locale);
  }
}

/**
 * The listing page's Details: every fact the listing has, under its name. Facts read
 * from the ad's text (not entered by the seller) say so, as they may be wrong.
 */
export function ListingDetails({
  listing,
  locale,
}: {
  listing: FactsOfListing & { attributesSource: 'seller' | 'extracted' | null };
  locale: string;
}) {
  const { t, i18n } = useTranslation();
  const details = listingDetailsOf(listing);
  if (details.length === 0) return null;
  const pageLocale = wordsLocale(i18n.language, locale);
  return (
    <section aria-labelledby="listing-details" data-testid="listing-details">
      <h2 id="listing-details" className="mb-2 text-lg font-semibold text-slate-900">
        {t('attributes.section')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {details.map(({ key, fact }) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{t(`attributes.fields.${key}`)}</dt>
            <dd className="font-medium text-slate-900" data-fact={key}>
              {detailText(fact, t, pageLocale)}
            </dd>
          </div>
        ))}
      </dl>
      {listing.attributesSource === 'extracted' && (
        <p className="mt-2 text-xs text-slate-500" data-testid="details-extracted">
          {t('attributes.extracted')}
        </p>
      )}
    </section>
  );
}
