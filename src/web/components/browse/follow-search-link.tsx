import { Rss } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { City } from '../../../domain/geo/cities';
import { feedPath } from '../../lib/seo/feed-path';

/** "Follow this search": the results' RSS feed, with the page's city, category and filters. */
export function FollowSearchLink({ city, category }: { city: City | null; category: string | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <a
      href={feedPath({ city, category, search: params })}
      type="application/rss+xml"
      title={t('seo.feed.followHint')}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      data-testid="follow-search"
    >
      <Rss className="h-4 w-4" aria-hidden />
      {t('seo.feed.follow')}
    </a>
  );
}
