/**
 * What the smart-search box suggests (SPEC sections 2, 4 and 9), as plain data.
 *
 * Server contract: `GET /api/suggestions?q=<text>&city=<subdomain|global>&lang=<page language>` answers
 * `{ suggestions: [{ kind, label, href }] }`; for an empty `q` it answers trending
 * searches and categories. Anything else in the answer is ignored.
 */

export const SERVER_SUGGESTION_KINDS = ['category', 'location', 'keyword', 'trending'] as const;
export type ServerSuggestionKind = (typeof SERVER_SUGGESTION_KINDS)[number];
export type SuggestionKind = ServerSuggestionKind | 'recent';

export interface Suggestion {
  kind: SuggestionKind;
  label: string;
  /** Where choosing it goes; a recent search has none, it runs as a search. */
  href: string | null;
}

/** SPEC section 9: at most 6 suggestions for a typed query; 3 of each kind for an empty one. */
export const TYPED_SUGGESTIONS_MAX = 6;
export const EMPTY_QUERY_PER_KIND = 3;

/** Display order of the groups. */
const EMPTY_QUERY_ORDER: readonly SuggestionKind[] = ['recent', 'trending', 'category'];
const TYPED_QUERY_ORDER: readonly SuggestionKind[] = ['category', 'location', 'keyword', 'trending'];

/** `language` is the page's: the server matches and names categories and places in it. */
export function suggestionsUrl(query: string, city: string, language: string): string {
  return `/api/suggestions?${new URLSearchParams({ q: query, city, lang: language })}`;
}

/** Only paths on this site: a suggestion must never send the visitor elsewhere. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

function isServerKind(value: unknown): value is ServerSuggestionKind {
  return typeof value === 'string' && (SERVER_SUGGESTION_KINDS as readonly string[]).includes(value);
}

/** The valid suggestions of a server answer, in its order; [] for anything malformed. */
export function parseSuggestions(body: unknown): Suggestion[] {
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  const result: Suggestion[] = [];
  for (const item of list as unknown[]) {
    const { kind, label, href } = (item ?? {}) as Record<string, unknown>;
    if (!isServerKind(kind) || typeof label !== 'string' || !label.trim() || typeof href !== 'string' || !isSitePath(href)) continue;
    result.push({ kind, label: label.trim(), href });
  }
  return result;
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  /** Each with its position in the whole list, for the keyboard highlight. */
  items: { suggestion: Suggestion; index: number }[];
}

/**
 * The groups to show. Empty query: up to 3 recent searches, 3 trending, 3 categories.
 * Typed query: the server's first 6 matches, grouped category, location, keyword.
 */
export function groupSuggestions(options: { query: string; recent: readonly string[]; server: readonly Suggestion[] }): SuggestionGroup[] {
  const { query, recent, server } = options;
  let chosen: Suggestion[];
  let order: readonly SuggestionKind[];
  if (query) {
    chosen = server.slice(0, TYPED_SUGGESTIONS_MAX);
    order = TYPED_QUERY_ORDER;
  } else {
    const recentItems = recent.map((label): Suggestion => ({ kind: 'recent', label, href: null }));
    const byKind = (kind: SuggestionKind) => [...recentItems, ...server].filter((item) => item.kind === kind).slice(0, EMPTY_QUERY_PER_KIND);
    chosen = EMPTY_QUERY_ORDER.flatMap(byKind);
    order = EMPTY_QUERY_ORDER;
  }
  const groups: SuggestionGroup[] = [];
  let index = 0;
  for (const kind of order) {
    const items = chosen.filter((item) => item.kind === kind).map((suggestion) => ({ suggestion, index: index++ }));
    if (items.length) groups.push({ kind, items });
  }
  return groups;
}
