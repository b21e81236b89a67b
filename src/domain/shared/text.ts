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
    )
    // The JSON schema of a pipe shows only its input (any string): the document states the bounds.
    .meta({ maxLength: options.max, ...(min > 0 ? { minLength: min } : {}) });
}
