import { useTranslation } from 'react-i18next';

/** Footer with the product's quick and legal links. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 text-sm sm:grid-cols-3">
        <div>
          <p className="font-semibold text-slate-900">Cityboard</p>
          <p className="mt-2 text-slate-600">{t('brand.tagline')}</p>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <p className="font-semibold text-slate-900">{t('footer.quickLinks')}</p>
          <ul className="mt-2 space-y-1 text-slate-600">
            <li>{t('footer.postAd')}</li>
            <li>{t('footer.browseCategories')}</li>
            <li>{t('footer.safetyTips')}</li>
            <li>{t('footer.help')}</li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <p className="font-semibold text-slate-900">{t('footer.legal')}</p>
          <ul className="mt-2 space-y-1 text-slate-600">
            <li>{t('footer.privacy')}</li>
            <li>{t('footer.terms')}</li>
            <li>{t('footer.cookies')}</li>
            <li>{t('footer.adsPolicy')}</li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Cityboard
      </p>
    </footer>
  );
}
