import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import type { Listing } from '../../domain/listings/listing-schemas';
import { imageVariantUrl } from '../../domain/media/image-variants';
import { formatPrice, formatRelativeTime } from '../../domain/shared/format';
import { listingPath } from '../lib/paths';

export function ListingCard({ listing, locale }: { listing: Listing; locale: string }) {
  const image = listing.images[0];
  const price = formatPrice(listing.price, listing.currency, locale);
  return (
    <article className="group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md" data-testid="listing-card">
      <Link to={listingPath(listing)} className="block">
        <div className="aspect-[4/3] bg-slate-100">
          {image ? (
            <img
              src={imageVariantUrl(image, 'card')}
              alt={listing.title}
              loading="lazy"
              decoding="async"
              width={640}
              height={480}
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="grid h-full w-full place-items-center text-slate-400" aria-hidden>
              <ImageOff className="h-10 w-10" />
            </div>
          )}
        </div>
        <div className="space-y-1 p-3">
          <h3 className="line-clamp-2 font-medium text-slate-900 group-hover:text-brand-700">{listing.title}</h3>
          {price && <p className="text-lg font-semibold text-slate-900">{price}</p>}
          <p className="flex justify-between gap-2 text-xs text-slate-500">
            <span className="truncate">{listing.neighborhood}</span>
            <time dateTime={listing.createdAt} suppressHydrationWarning>
              {formatRelativeTime(listing.createdAt, locale)}
            </time>
          </p>
        </div>
      </Link>
    </article>
  );
}
