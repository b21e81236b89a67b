import { useLocation } from 'react-router';
import { FilterSidebar } from '../filters/filter-sidebar';
import { ListingResults } from '../listing-results';
import type { CardListing } from '../listing-card';

interface BrowseSectionProps {
  listings: CardListing[];
  total: number;
  nextCursor: string | null;
  nextPageUrl: string | null;
  locale: string;
  regional?: boolean;
  /** Regional pages fix the country and region themselves. */
  showPlace?: boolean;
}

/** 'Filter Results' beside the results (above them, collapsible, on phones). */
export function BrowseSection({ showPlace = true, ...results }: BrowseSectionProps) {
  const location = useLocation();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      {/* Remounted per URL so the form shows the filters the URL now holds. */}
      <div>
        <FilterSidebar key={location.search} showPlace={showPlace} />
      </div>
      <ListingResults {...results} />
    </div>
  );
}
