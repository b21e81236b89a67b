/**
 * Small word helpers that pages need in the browser too: kept apart from `text.ts`,
 * whose form validation pulls Zod into any bundle that imports it.
 */

/** "noe-valley" → "Noe Valley". */
export function titleCaseSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
