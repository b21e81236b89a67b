import { BadgeCheck, ShieldCheck, TrendingDown, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';

const POINTS: { key: 'scam' | 'price' | 'verified'; Icon: LucideIcon }[] = [
  { key: 'scam', Icon: ShieldCheck },
  { key: 'price', Icon: TrendingDown },
  { key: 'verified', Icon: BadgeCheck },
];

/** What Cityboard offers, said plainly: the beta does not yet do everything it aims to. */
export function ValueBanner() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="value-banner-heading" className="rounded-xl border border-slate-200 bg-white p-3 sm:p-5">
      <h2 id="value-banner-heading" className="sr-only">
        {t('banners.value.heading')}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {POINTS.map(({ key, Icon }) => (
          <li key={key} className="flex flex-col items-center gap-1 text-center sm:flex-row sm:items-start sm:gap-3 sm:text-left">
            <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <p className="text-xs font-semibold text-slate-900 sm:text-sm">{t(`banners.value.${key}.title`)}</p>
              <p className="hidden text-sm text-slate-600 sm:block">{t(`banners.value.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
