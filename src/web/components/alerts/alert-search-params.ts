/**
 * A stored alert's search (the domain's `AlertSearch`) as the results page's query
 * string, so the manage, confirm and unsubscribe pages name it with the same words as
 * the Save this search dialog (describe-search.ts).
 */
export interface StoredSearch {
  city: string | null;
  category: string | null;
  subcategory: string | null;
  search: string | null;
  priceMin: string | null;
  priceMax: string | null;
  condition: string[];
  neighborhood: string | null;
  country: string | null;
  region: string | null;
  verified: boolean;
}

/** Prices come back as "100.00": shown as the visitor typed them ("100"). */
const price = (value: string | null) => (value === null ? null : value.replace(/\.0+$/, ''));

export function storedSearchParams(search: StoredSearch): URLSearchParams {
  const params = new URLSearchParams();
  const pairs: [string, string | null][] = [
    ['q', search.search],
    ['subcategory', search.subcategory],
    ['priceMin', price(search.priceMin)],
    ['priceMax', price(search.priceMax)],
    ['neighborhood', search.neighborhood],
    ['country', search.country],
    ['region', search.region],
  ];
  for (const [key, value] of pairs) if (value) params.set(key, value);
  for (const condition of search.condition) params.append('condition', condition);
  if (search.verified) params.set('verified', '1');
  return params;
}
