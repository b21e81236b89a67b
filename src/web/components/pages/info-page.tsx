import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { CanonicalLink } from '../../lib/seo/canonical-link';

export type InfoPageKey = 'safety' | 'help' | 'privacy' | 'terms' | 'cookies' | 'adsPolicy';

interface Section {
  heading: string;
  body: string;
}

/**
 * A short text page from the footer (safety, help, legal). Its words live in the
 * locale files under `pages.{key}`: title, intro, sections [{heading, body}], and an
 * optional `also` line (e.g. the SPEC name of the ads policy). `values` fill the sections'
 * `{{name}}`s, e.g. the privacy page's retention period, which is the server's setting.
 */
export function InfoPage({ page, values }: { page: InfoPageKey; values?: Record<string, string | number> }) {
  const { t, i18n } = useTranslation();
  const title = t(`pages.${page}.title`);
  const sections = i18n.lookup(`pages.${page}.sections`);
  const list: Section[] = Array.isArray(sections) ? (sections as Section[]) : [];
  const also = t(`pages.${page}.also`, { defaultValue: '' });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <title>{`${title} | ${t('brand.name')}`}</title>
      <meta name="description" content={t(`pages.${page}.intro`)} />
      <CanonicalLink />
      <h1 className="text-3xl font-bold">{title}</h1>
      {also && <p className="mt-1 text-sm text-slate-500">{also}</p>}
      <p className="mt-3 text-lg text-slate-700">{t(`pages.${page}.intro`)}</p>
      <div className="mt-8 space-y-6">
        {list.map((section, index) => (
          <section key={section.heading}>
            <h2 className="text-lg font-semibold">{section.heading}</h2>
            <p className="mt-1 leading-relaxed text-slate-700">{t(`pages.${page}.sections.${index}.body`, values)}</p>
          </section>
        ))}
      </div>
      <p className="mt-10 text-sm text-slate-500">{t('pages.updated')}</p>
      <Link to="/" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
        {t('pages.backHome')}
      </Link>
    </article>
  );
}
