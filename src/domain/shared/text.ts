import { z } from 'zod';

/**
 * The one rule for text from outside — form fields, JSON bodies, URL query values:
 * no control characters. PostgreSQL cannot store NUL in text at all (a NUL that reaches
 * it is a 500), and the others only hide content or forge lines in logs. Line breaks and
 * tabs are text in a paragraph (`multiline`); a tab is forgiven on a single line, where a
 * paste may bring one. Nor half of a surrogate pair (JSON can carry `"\udfff"`): UTF-8
 * cannot hold one, so it would be stored as something else than was sent.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAKS = /[\n\r]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return CONTROL_CHARS.test(value) || LONE_SURROGATE.test(value) || (!options.multiline && LINE_BREAKS.test(value));
}

/**
 * The message of a built-in check (`.min()`, `.max()`, `z.string()`…) with values (the
 * field's `label`, itself a key such as "errors.fields.title"; the allowed choices…): the
 * catalogue key `message`, its values put into the issue's `params`, where a custom
 * issue keeps its own. i18n/error-text.ts says the sentence (#26).
 *
 * Zod hands the issue it is finishing to the error function and keeps what the function
 * adds to it (zod/v4/core `finalizeIssue`); text.test.ts checks that it still does.
 */
export function withValues(message: string, values: Record<string, string | number>) {
  return (issue: object): string => {
    const held = issue as { params?: Record<string, unknown> };
    held.params = { ...held.params, ...values };
    return message;
  };
}

/** `withValues` for the usual one value, the field's label. */
export const labelled = (message: string, label: string) => withValues(message, { label });

/** The message every field refusing control characters gives, naming the field by `label`. */
export const CONTROL_CHARACTERS_MESSAGE = 'errors.text.controlCharacters';

/**
 * Any text without control characters (`multiline` allows line breaks), untrimmed and of
 * any length: the base every text field of a schema starts from.
 */
export function plainText(label: string, options: { multiline?: boolean } = {}) {
  return z
    .string({ error: labelled('errors.text.notText', label) })
    .refine((value) => !hasControlCharacters(value, options), { message: CONTROL_CHARACTERS_MESSAGE, params: { label }, abort: true });
}

/**
 * A trimmed line or paragraph of text typed by a person. Control characters (and line
 * breaks inside a single line) are refused with a readable message rather than reaching
 * the database; whitespace around the text is trimmed first.
 */
export function textField(label: string, options: { max: number; min?: number; multiline?: boolean }) {
  const min = options.min ?? 0;
  return z
    .string({ error: labelled('errors.text.notText', label) })
    .transform((value) => value.trim())
    .pipe(
      plainText(label, options)
        .min(min, { error: labelled(min === 1 ? 'errors.text.required' : 'errors.text.tooShort', label) })
        .max(options.max, { error: labelled('errors.text.tooLong', label) }),
    )
    // The JSON schema of a pipe shows only its input (any string): the document states the bounds.
    .meta({ maxLength: options.max, ...(min > 0 ? { minLength: min } : {}) });
}

/**
 * One value of a URL query (or path segment): a single line of at most `max`
 * characters, without control characters. Untrimmed, so schemas can chain their own
 * `.trim()`, `.optional()` or transforms.
 */
export function queryText(label: string, max: number) {
  return plainText(label).max(max, { error: labelled('errors.text.tooLong', label) });
}
