import { Heart } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { cityPath } from '../../domain/geo/city-path';
import { SITE_PAGES, sitePagePath, type SitePage, type SitePageSlug } from '../../domain/reach/public-paths';
import { useFavourites } from '../lib/favourites';
import { useRootData } from '../lib/root-data';
import { useHydrated } from './browse/use-hydrated';
import { PremiumFeaturesButton } from './premium/premium-features-button';

/** The footer's words for each of the site's pages (domain/reach lists the pages). */
const PAGE_LABELS: Record<SitePageSlug, string> = {
  categories: 'footer.browseCategories',
  safety: 'footer.safetyTips',
  help: 'footer.help',
  privacy: 'footer.privacy',
  terms: 'footer.terms',
  cookies: 'footer.cookies',
  'ads-policy': 'footer.adsPolicy',
};

const linkClass = 'inline-block py-1 text-slate-600 hover:text-brand-700 hover:underline';

function FooterLinks({ id, heading, links }: { id: string; heading: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Footer: quick and legal links (each a real page), Premium Features, and the favourites count. */
export function SiteFooter() {
  const { t } = useTranslation();
  const city = useRootData()?.locality.city ?? null;
  const home = city ? cityPath(city) : '/';
  const { count } = useFavourites();
  // Lets end-to-end tests wait until the page responds to clicks.
  const hydrated = useHydrated();
  const pageLinks = (group: SitePage['group']) =>
    SITE_PAGES.filter((page) => page.group === group).map((page) => ({ to: sitePagePath(page.slug, city), label: t(PAGE_LABELS[page.slug]) }));
  const quickLinks = [
    // The Post New Ad dialog opens over the home page (?post=1).
    { to: `${home}?post=1`, label: t('footer.postAd') },
    // A seller's own ads, signed in by a mailed link (no account).
    { to: '/my-ads', label: t('myAds.footerLink') },
    ...pageLinks('guide'),
  ];
  const legalLinks = pageLinks('legal');
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white" data-hydrated={hydrated ? 'true' : undefined}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-semibold text-slate-900">{t('brand.name')}</p>
          <p className="mt-2 text-slate-600">{t('brand.tagline')}</p>
        </div>
        <FooterLinks id="footer-quick-links" heading={t('footer.quickLinks')} links={quickLinks} />
        <FooterLinks id="footer-legal" heading={t('footer.legal')} links={legalLinks} />
        <div className="space-y-3">
          <PremiumFeaturesButton key={city?.subdomain ?? 'global'} city={city?.subdomain ?? 'global'} />
          <p aria-live="polite">
            <Link to="/favourites" className="inline-flex items-center gap-2 py-1 text-slate-600 hover:text-brand-700 hover:underline" data-testid="favourites-count">
              <Heart className="h-4 w-4 text-rose-600" aria-hidden />
              {t('footer.favouritesCount', { count })}
            </Link>
          </p>
        </div>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} {t('brand.name')}
        {/* Location detection reads DB-IP's database, whose licence (CC BY 4.0) asks for this link. */}
        <span aria-hidden className="mx-2">
          ·
        </span>
        <a href="https://db-ip.com" className="underline hover:text-slate-700">
          IP Geolocation by DB-IP
        </a>
      </p>
    </footer>
  );
}
