/** The filter form's text boxes and selects: one look for the place, price and category filters. */
export const filterInputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-slate-400';
