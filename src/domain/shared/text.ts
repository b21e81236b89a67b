import { z } from 'zod';

/** Characters PostgreSQL cannot store in text (NUL) or that only hide content. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A trimmed line or paragraph of text typed by a person. Control characters are
 * refused with a readable message rather than reaching the database.
 */
export function textField(label: string, options: { max: number; min?: number; multiline?: boolean }) {
  const min = options.min ?? 0;
  return z
    .string({ error: `${label} must be text` })
    .refine((value) => !FORBIDDEN_CHARS.test(value.replace(options.multiline ? /[\n\r\t]/g : /\t/g, ' ')), {
      message: `${label} contains characters that are not allowed`,
    })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
        .max(options.max, `${label} must be ${options.max} characters or fewer`),
    );
}

/** Turns `Title` style words into a URL-friendly slug; keeps non-Latin letters. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** "noe-valley" → "Noe Valley". */
export function titleCaseSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
