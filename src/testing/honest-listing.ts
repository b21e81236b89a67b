/**
 * A plain, honest ad as a person would write it (an oak bookcase): screening lets it
 * through, so tests that need a public listing start from it. Shared by the browser
 * tests and the robustness suite.
 */
import type { ListingFormValues } from '../domain/listings/listing-schemas';

/** 36 random letters and digits: enough that no two ads' descriptions read as copies. */
const reference = () => Array.from({ length: 3 }, () => Math.random().toString(36).slice(2, 14)).join('');

export function honestListingBody(title: string): ListingFormValues {
  return {
    title,
    // Its own reference line: many tests post this ad, and copies of one text are what screening holds.
    description: `Solid oak, five shelves.\nCollect from the porch.\nRef. ${reference()}`,
    price: '120',
    category: 'for-sale',
    subcategory: 'furniture',
    condition: 'good',
    neighborhood: 'mission',
    // One address per ad: one address posting in many cities is what screening holds.
    contactEmail: `seller.${Math.random().toString(36).slice(2, 10)}@example.com`,
    deliveryAvailable: false,
    priceNegotiable: false,
    // Every ad is posted in a city; "mission" is San Francisco's.
    city: 'sanfrancisco',
  };
}
