/** Page paths live in the domain, shared with the sitemaps and feeds. */
export { listingPath } from '../../domain/reach/public-paths';
