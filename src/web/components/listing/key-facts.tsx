/**
 * A listing's facts in the page's language: one line on cards ("2012 · 98,000 km ·
 * Diesel"); listing-details.tsx has the listing page's Details. Which facts, and in which unit,
 * is decided in domain/attributes/key-facts.ts; this file only says them.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { TFunction } from '../../../i18n/i18n';
import { keyFactsOf, type FactsOfListing, type KeyFact } from '../../../domain/attributes/key-facts';
import { formatNumber, wordsLocale } from '../../../domain/shared/format';

/**
 * A message with a `{{count}}` in it, the count written the locale's way ("1,5 Bad" in
 * German): the plural form is picked from the number, then the number is localised.
 */
function countText(t: TFunction, key: string, count: number, locale: string): string {
  return t(key, { count }).replace(String(count), formatNumber(count, locale));
}

export function dateText(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A fact as a card says it, with its unit or short word: "98,000 km", "2 bd", "Studio", "Diesel". */
export function factText(fact: KeyFact, t: TFunction, locale: string): string {
  switch (fact.kind) {
    case 'year':
      // A year is not a quantity: no thousands separator.
      return String(fact.value);
    case 'mileage':
    case 'area':
      return `${formatNumber(fact.value, locale)} ${t(`attributes.units.${fact.unit}`)}`;
    case 'bedrooms':
      return fact.value === 0 ? t('attributes.facts.studio') : countText(t, 'attributes.facts.bedrooms', fact.value, locale);
    case 'bathrooms':
      return countText(t, 'attributes.facts.bathrooms', fact.value, locale);
    case 'hours':
      return countText(t, 'attributes.facts.hours', fact.value, locale);
    case 'storage':
      return countText(t, 'attributes.facts.storage', fact.value, locale);
    case 'power':
      return countText(t, 'attributes.facts.power', fact.value, locale);
    case 'choice':
      if (fact.field === 'frameSize') return t('attributes.facts.frame', { size: t(`attributes.options.frameSize.${fact.value}`) });
      return t(`attributes.options.${fact.field}.${fact.value}`, { defaultValue: fact.value });
    case 'yes-no':
      if (fact.field === 'furnished') return t(fact.value ? 'attributes.facts.furnished' : 'attributes.facts.unfurnished');
      return t(fact.value ? 'attributes.facts.pets' : 'attributes.facts.noPets');
    case 'date':
      return t('attributes.facts.availableFrom', { date: dateText(fact.value, locale) });
    case 'text':
      return fact.value;
  }
}

/**
 * The card's line of key facts. One line, cut with an ellipsis, so every card keeps its
 * height whatever the facts say; nothing at all for a listing without facts. Facts read
 * from the ad's text (not given by the seller) say so first, where the ellipsis cannot cut it.
 */
export default function KeyFacts({
  listing,
  locale,
  className,
}: {
  listing: FactsOfListing & { attributesSource?: 'seller' | 'extracted' | null };
  locale: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const facts = keyFactsOf(listing);
  if (facts.length === 0) return null;
  const pageLocale = wordsLocale(i18n.language, locale);
  const extracted = listing.attributesSource === 'extracted';
  return (
    <p className={className ?? 'truncate text-xs text-slate-600'} data-testid="key-facts" data-source={extracted ? 'extracted' : undefined}>
      {extracted && <span className="text-slate-500">{t('attributes.extractedShort')} </span>}
      {facts.map((fact) => factText(fact, t, pageLocale)).join(' · ')}
    </p>
  );
}
