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

/**
 * Characters that make one line of text look like something else: the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: "Sam\u202Egnp.exe"
 * shows as "Samexe.png"), and line and paragraph separators (U+2028, U+2029, NEL U+0085),
 * which some programs break lines at. The marks U+200E, U+200F and U+061C are let
 * through: they change no order of their own, and right-to-left writers need them.
 */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const LINE_SEPARATORS = /[\u0085\u2028\u2029]/;
const LINE_SEPARATORS_ALL = /[\u0085\u2028\u2029]/g;
/**
 * An RFC 2047 encoded word, "=?charset?Q|B?text?=". Mail programs decode one found in a
 * header, so a title "=?UTF-8?Q?Sam=0D=0ABcc:...?=" reaching a subject would show a
 * line of its own. Nobody writes one by hand; a single line of ours may end up in a
 * header (a title, a name), so it is refused there. Loose on purpose (spaces, any
 * charset): mail programs are loose in what they decode.
 */
const ENCODED_WORD = /=\?[^?]*\?[bq]\?[^?]*\?=/i;

export function hasDirectionControls(value: string): boolean {
  return DIRECTION_CONTROLS.test(value) || LINE_SEPARATORS.test(value);
}

export function hasEncodedWord(value: string): boolean {
  return ENCODED_WORD.test(value);
}

/** Line and paragraph separators in a paragraph are line breaks: written as "\n", as a textarea sends them. */
export function normaliseLineSeparators(value: string): string {
  return value.replace(LINE_SEPARATORS_ALL, '\n');
}

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
 * the database; whitespace around the text is trimmed first. A single line (a title, a
 * name: what mails put in a subject) also refuses direction controls, line separators
 * and encoded words; a paragraph has its line separators read as line breaks.
 */
export function textField(label: string, options: { max: number; min?: number; multiline?: boolean }) {
  const min = options.min ?? 0;
  const base = plainText(label, options);
  const checked = options.multiline
    ? base
    : base
        .refine((value) => !hasDirectionControls(value), { message: 'errors.text.directionControls', params: { label }, abort: true })
        .refine((value) => !hasEncodedWord(value), { message: 'errors.text.encodedWord', params: { label }, abort: true });
  return z
    .string({ error: labelled('errors.text.notText', label) })
    .transform((value) => (options.multiline ? normaliseLineSeparators(value) : value).trim())
    .pipe(
      checked
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
