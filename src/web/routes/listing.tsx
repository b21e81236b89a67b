import { Link } from 'react-router';
import type { Route } from './+types/listing';
import { cityPath, findCity, localityOf } from '../../domain/geo/find-city';
import { getListing } from '../../domain/listings/get-listing';
import { imageVariantUrl } from '../../domain/media/image-variants';
import { formatPrice, formatRelativeTime } from '../../domain/shared/format';
import { isAppError } from '../../domain/shared/errors';
import { neighborhoodName } from '../../domain/listings/neighborhood-name';
import { CONDITION_LABELS, findCategory, type Condition } from '../../domain/taxonomy/categories';
import { ContactSellerButton } from '../components/listing/contact-seller-button';
import { listingPath } from '../lib/paths';
import { notFoundResponse, pageLocality } from '../lib/page-city';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.country) pageLocality(request, params);
  try {
    const listing = await getListing(context.db, { id: params.id });
    const url = new URL(request.url);
    return { listing, locality: localityOf(findCity(listing.city)), canonical: `${context.publicUrl}${listingPath(listing)}`, path: url.pathname };
  } catch (error) {
    if (isAppError(error) && error.kind === 'not_found') throw notFoundResponse();
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Listing not found | Cityboard' }];
  const { listing, canonical } = loaderData;
  return [
    { title: `${listing.title} | Cityboard` },
    { name: 'description', content: listing.description.slice(0, 160) },
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { listing, locality } = loaderData;
  const price = formatPrice(listing.price, listing.currency, locality.locale);
  const category = findCategory(listing.category);
  const back = locality.city ? cityPath(locality.city) : '/';
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-3">
        {listing.images.length > 0 ? (
          <>
            <img
              src={imageVariantUrl(listing.images[0]!, 'full')}
              alt={listing.title}
              className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
            />
            {listing.images.length > 1 && (
              <ul className="flex gap-2 overflow-x-auto" aria-label="Thumbnails">
                {listing.images.map((image, index) => (
                  <li key={image}>
                    <img src={imageVariantUrl(image, 'thumb')} alt={`${listing.title} – photo ${index + 1}`} className="h-20 w-24 rounded-md object-cover" />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <div className="grid aspect-[4/3] w-full place-items-center rounded-xl bg-slate-100 text-slate-400">No images</div>
        )}
      </div>
      <div className="space-y-4">
        <Link to={back} className="text-sm text-brand-700 hover:underline">
          ← Back to listings
        </Link>
        <h1 className="text-2xl font-bold">{listing.title}</h1>
        {price && (
          <p className="text-2xl font-semibold">
            {price}
            {listing.priceNegotiable && <span className="ml-2 text-base font-normal text-slate-500">(negotiable)</span>}
          </p>
        )}
        <p className="text-sm text-slate-600">
          {neighborhoodName(listing.neighborhood)} ·{' '}
          <time dateTime={listing.createdAt} suppressHydrationWarning>
            Posted {formatRelativeTime(listing.createdAt, locality.locale)}
          </time>
        </p>
        <ul className="flex flex-wrap gap-2 text-xs">
          {listing.condition && (
            <li className="rounded-full bg-slate-100 px-2 py-1">{CONDITION_LABELS[listing.condition as Condition] ?? listing.condition}</li>
          )}
          {category && <li className="rounded-full bg-brand-50 px-2 py-1 text-brand-700">{category.name}</li>}
          {listing.deliveryAvailable && <li className="rounded-full bg-emerald-50 px-2 py-1 text-emerald-700">Delivery Available</li>}
        </ul>
        <p className="whitespace-pre-line text-slate-800">{listing.description}</p>
        {listing.status === 'sold' ? (
          <p className="rounded-lg bg-slate-100 px-4 py-2 font-medium text-slate-700" data-testid="sold-note">
            This item has been sold.
          </p>
        ) : (
          <ContactSellerButton listingId={listing.id} title={listing.title} />
        )}
        <aside className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Safety First</p>
          <p>Meet in public places, inspect items before payment, and trust your instincts.</p>
        </aside>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Listing not found | Cityboard</title>
      <h1 className="text-2xl font-bold">Listing not found</h1>
      <p className="mt-2 text-slate-600">The listing you're looking for doesn't exist or has been removed.</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white">
        Back to Home
      </Link>
    </div>
  );
}
