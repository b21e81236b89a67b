/**
 * The query parameter of the filter form sent without script: the number locale its
 * boxes were typed in (typed-filter-numbers.ts). Its own module, so the sidebar's
 * JavaScript carries the name and nothing else.
 */
export const TYPED_NUMBERS_PARAM = 'numbers';
