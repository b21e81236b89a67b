import { clsx } from 'clsx';
import { useTranslation } from '../../i18n/use-translation';
import type { PriceAnalysis } from '../../../domain/pricing/analyse-price';
import { findCity } from '../../../domain/geo/find-city';
import { confidenceBand } from '../../../domain/pricing/price-confidence';
import { formatPrice } from '../../../domain/shared/format';
import { useCityName } from '../../lib/city-name';
import { ComparedOn } from '../compared-on';

const VERDICT_STYLES: Record<Exclude<PriceAnalysis['status'], 'insufficient_data'>, string> = {
  excellent_deal: 'bg-emerald-800 text-white',
  good_deal: 'bg-emerald-100 text-emerald-900',
  fair_price: 'bg-sky-100 text-sky-900',
  overpriced: 'bg-amber-100 text-amber-900',
  significantly_overpriced: 'bg-red-100 text-red-800',
};

/** Cities named in the sentence about the comparables; the rest are counted. */
const NAMED_CITIES = 3;

/** Estimates are medians of many asking prices: whole amounts read better, small sums keep cents. */
const approx = (amount: number) => (amount >= 10 ? Math.round(amount) : Math.round(amount * 100) / 100);

/**
 * The price check on a listing's page: the verdict, how far below the market a deal is,
 * the market estimate, how much evidence there is, and a small chart of the comparable
 * prices with this one among them. Every sentence is built from the numbers in the
 * page's language; with too little evidence it says so and judges nothing.
 */
export function PriceAnalysisPanel({ analysis, locale }: { analysis: PriceAnalysis; locale: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatPrice(approx(amount), analysis.currency, locale);
  const { status, currentPrice, marketAverage, marketData, percentOff } = analysis;
  const cityName = useCityName();
  // Where the comparables are from, in the page's language ("Berlin, Hamburg and 2 other cities").
  const names = (marketData.cities ?? []).map((subdomain) => {
    const city = findCity(subdomain);
    return city ? cityName(city) : subdomain;
  });
  const rest = names.length - NAMED_CITIES;
  const places =
    names.length === 0
      ? null
      : new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          rest > 1 ? [...names.slice(0, NAMED_CITIES), t('listing.priceCheck.otherCities', { count: rest })] : names,
        );

  return (
    <section className="rounded-lg border border-slate-200 p-4 text-sm" aria-labelledby="price-check" data-testid="price-analysis">
      <h2 id="price-check" className="mb-2 text-base font-semibold text-slate-900">
        {t('listing.priceCheck.heading')}
      </h2>
      {status === 'insufficient_data' || currentPrice === null || marketAverage === null || marketData.q1 === null || marketData.q3 === null || marketData.median === null ? (
        <p className="text-slate-600" data-testid="price-insufficient">
          {t('listing.priceCheck.insufficient')}
        </p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold', VERDICT_STYLES[status])} data-testid="price-verdict" data-status={status}>
              {t(`listing.priceCheck.status.${status}`)}
            </span>
            {percentOff !== null && percentOff > 0 && (
              <span className="font-medium text-emerald-800" data-testid="price-below">
                {t('listing.priceCheck.below', { percent: percentOff })}
              </span>
            )}
          </p>
          <p className="mt-2 text-slate-800">
            {t('listing.priceCheck.estimate', { price: money(marketAverage) })}
          </p>
          <PriceChart
            prices={marketData.prices}
            q1={marketData.q1}
            median={marketData.median}
            q3={marketData.q3}
            current={currentPrice}
            label={t('listing.priceCheck.chartLabel', { price: money(currentPrice), low: money(marketData.q1), high: money(marketData.q3) })}
            thisPrice={t('listing.priceCheck.thisPrice', { price: money(currentPrice) })}
            money={money}
          />
          {/* What the figures are: asking prices, carried over to this listing's condition and facts, from these cities. */}
          <p className="text-slate-700" data-testid="price-range">
            {places
              ? t('listing.priceCheck.range', { places, low: money(marketData.q1), high: money(marketData.q3) })
              : t('listing.priceCheck.rangeNoPlaces', { low: money(marketData.q1), high: money(marketData.q3) })}
          </p>
          <p className="mt-1 text-slate-500" data-testid="price-evidence">
            {t('listing.priceCheck.samples', { count: marketData.totalSamples })}
            {' · '}
            <span data-testid="price-confidence">{t(`listing.priceCheck.confidence.${confidenceBand(analysis.confidence)}`)}</span>
          </p>
          {analysis.explanation && <ComparedOn explanation={analysis.explanation} locale={locale} />}
        </>
      )}
    </section>
  );
}

const WIDTH = 300;
const HEIGHT = 56;
const PAD = 10;

/** Comparable prices as dots on a min–max axis, the middle half as a band, the median as a line, this price as a marker. */
function PriceChart(props: { prices: number[]; q1: number; median: number; q3: number; current: number; label: string; thisPrice: string; money: (amount: number) => string }) {
  const { prices, q1, median, q3, current } = props;
  const low = Math.min(current, ...prices, q1);
  const high = Math.max(current, ...prices, q3);
  const x = (value: number) => (high === low ? WIDTH / 2 : PAD + ((value - low) / (high - low)) * (WIDTH - 2 * PAD));
  const axis = HEIGHT - 14;
  return (
    <div className="my-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={props.label} data-testid="price-chart">
        <line x1={PAD} x2={WIDTH - PAD} y1={axis} y2={axis} className="stroke-slate-300" strokeWidth={1} />
        <rect x={x(q1)} y={8} width={Math.max(2, x(q3) - x(q1))} height={axis - 8} rx={3} className="fill-sky-100" />
        <line x1={x(median)} x2={x(median)} y1={8} y2={axis} className="stroke-sky-700" strokeWidth={2} />
        {prices.map((price, i) => (
          <circle key={i} cx={x(price)} cy={axis - 8 - (i % 3) * 8} r={3} className="fill-slate-500" fillOpacity={0.7} />
        ))}
        <line x1={x(current)} x2={x(current)} y1={2} y2={axis + 6} className="stroke-brand-700" strokeWidth={2.5} />
        <circle cx={x(current)} cy={4} r={4} className="fill-brand-700" />
      </svg>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{props.money(low)}</span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2.5 w-2.5 rounded-full bg-brand-700" />
          {props.thisPrice}
        </span>
        <span>{props.money(high)}</span>
      </div>
    </div>
  );
}
