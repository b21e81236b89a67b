import { useTranslation } from '../i18n/use-translation';
import type { PriceExplanation } from '../../domain/pricing/explain-estimate';
import { explanationFacts } from '../../domain/pricing/explanation-facts';

/**
 * What a price estimate's comparables were, in the page's language, under the listing
 * page's price check and the Post Ad price hint: "Volkswagen Golf · Year: 2010–2014 ·
 * Mileage: 80,000–120,000 km". A block span, so it may sit inside a paragraph.
 */
export function ComparedOn({ explanation, locale }: { explanation: PriceExplanation; locale: string }) {
  const { t } = useTranslation();
  const facts = explanationFacts(explanation, locale);
  if (facts.length === 0) return null;
  return (
    <span className="mt-1 block text-slate-500" data-testid="price-explanation">
      {facts.map((fact) => (fact.field ? `${t(`attributes.fields.${fact.field}`)}: ${fact.value}` : fact.value)).join(' · ')}
    </span>
  );
}
