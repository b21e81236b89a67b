/**
 * The form kit's control classes, in a module of their own: the filter sidebar is on
 * every results page's first load (ADR 009's budget) and needs the class alone, not the
 * kit's components.
 */

/** Every text box, text area and select in a form (an invalid one gets a red border). */
export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 sm:text-sm';

/** The same controls in the filter sidebar and sheet, where rows are denser and the text smaller. */
export const compactInputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-slate-400';

/** A text area grows downwards only, so the dialog's width holds. */
export const textareaClass = `${inputClass} resize-y`;
