import { describe, expect, it } from 'vitest';
import { groupSuggestions, parseSuggestions, suggestionsUrl, type Suggestion } from './suggestions';

const s = (kind: Suggestion['kind'], label: string): Suggestion => ({ kind, label, href: `/${label}` });
const labels = (groups: ReturnType<typeof groupSuggestions>) => groups.map((group) => [group.kind, group.items.map((item) => item.suggestion.label)]);

describe('parseSuggestions', () => {
  it('keeps well-formed suggestions with paths on this site only', () => {
    const body = {
      suggestions: [
        { kind: 'category', label: 'Housing', href: '/housing' },
        { kind: 'keyword', label: 'evil', href: 'https://evil.example/' },
        { kind: 'keyword', label: 'evil2', href: '//evil.example/' },
        { kind: 'unknown', label: 'x', href: '/x' },
        { kind: 'location', label: '  ', href: '/x' },
        null,
      ],
    };
    expect(parseSuggestions(body)).toEqual([{ kind: 'category', label: 'Housing', href: '/housing' }]);
    expect(parseSuggestions(null)).toEqual([]);
    expect(parseSuggestions({ suggestions: 'no' })).toEqual([]);
  });
});

describe('groupSuggestions', () => {
  it('shows 3 recent, 3 trending and 3 categories for an empty query', () => {
    const server = ['a', 'b', 'c', 'd'].flatMap((x) => [s('trending', `t${x}`), s('category', `c${x}`)]);
    const groups = groupSuggestions({ query: '', recent: ['r1', 'r2', 'r3', 'r4'], server });
    expect(labels(groups)).toEqual([
      ['recent', ['r1', 'r2', 'r3']],
      ['trending', ['ta', 'tb', 'tc']],
      ['category', ['ca', 'cb', 'cc']],
    ]);
    expect(groups.flatMap((group) => group.items.map((item) => item.index))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(groups[0]?.items[0]?.suggestion.href).toBeNull();
  });

  it('caps a typed query at 6, grouped category, location, keyword', () => {
    const server = [s('keyword', 'k1'), s('category', 'c1'), s('location', 'l1'), s('keyword', 'k2'), s('keyword', 'k3'), s('category', 'c2'), s('keyword', 'k4')];
    expect(labels(groupSuggestions({ query: 'x', recent: ['r1'], server }))).toEqual([
      ['category', ['c1', 'c2']],
      ['location', ['l1']],
      ['keyword', ['k1', 'k2', 'k3']],
    ]);
  });
});

describe('suggestionsUrl', () => {
  it('encodes the query and the city', () => {
    expect(suggestionsUrl('München & co', 'global', 'de')).toBe('/api/suggestions?q=M%C3%BCnchen+%26+co&city=global&lang=de');
  });
});
