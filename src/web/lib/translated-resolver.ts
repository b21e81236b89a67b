/**
 * A react-hook-form resolver for a domain schema whose messages are catalogue keys
 * (#26): every issue is said in the page's language by the one translation function
 * (i18n/error-text.ts) with the issue's values (a field's label, a maximum…), which
 * `zodResolver` drops. `raw`: the submit handler gets the values as typed, not parsed.
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isErrorKey, issueText } from '../../i18n/error-text';
import type { TFunction } from '../../i18n/i18n';

type Issue = z.core.$ZodIssue;

/**
 * The issues to show: a union's own message when it has one of ours (the price: "a
 * number with at most 2 decimals"), else the issues of the branch that came closest.
 */
function shownIssues(issues: readonly Issue[]): Issue[] {
  const shown: Issue[] = [];
  for (const issue of issues) {
    if (issue.code === 'invalid_union' && !isErrorKey(issue.message) && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      shown.push(...shownIssues(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }))));
    } else shown.push(issue);
  }
  return shown;
}

/** The form's field errors of failed issues, the first issue of each field, in the language of `t`. */
export function fieldErrorsOf(issues: readonly Issue[], t: TFunction): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of shownIssues(issues)) {
    const path = issue.path.map(String).join('.');
    if (!errors[path]) errors[path] = { type: issue.code, message: issueText(t, issue) };
  }
  return errors;
}

export function translatedResolver<Fields extends FieldValues>(schema: z.ZodType, t: TFunction, options: { raw?: boolean } = {}): Resolver<Fields> {
  return async (values, _context, resolverOptions) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (resolverOptions.shouldUseNativeValidation) validateFieldsNatively({}, resolverOptions);
      return { values: (options.raw ? values : result.data) as Fields, errors: {} };
    }
    return { values: {}, errors: toNestErrors(fieldErrorsOf(result.error.issues, t), resolverOptions) };
  };
}
