/**
 * The sizes every uploaded image is re-encoded to. Thumbnail width 280 comes from
 * SPEC section 9; card and full are sized for listing cards and the gallery.
 * Browser-safe: no Node imports, used by components to pick a size.
 */
export const IMAGE_VARIANTS = {
  thumb: { width: 280, file: 'thumb.webp' },
  card: { width: 640, file: 'card.webp' },
  full: { width: 1600, file: 'full.webp' },
  /** JPEG for clients without WebP (and for link previews that insist on it). */
  fallback: { width: 1200, file: 'full.jpg' },
} as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** A listing stores the "full" URL of each image; other sizes sit beside it. */
export function imageVariantUrl(fullUrl: string, variant: ImageVariant): string {
  return fullUrl.replace(/[^/]+$/, IMAGE_VARIANTS[variant].file);
}
