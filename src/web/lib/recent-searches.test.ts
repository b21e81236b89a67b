import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addRecentSearch,
  parseRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  saveRecentSearch,
  SEARCH_TEXT_MAX,
} from './recent-searches';

describe('addRecentSearch', () => {
  it('puts the newest search first', () => {
    expect(addRecentSearch(['bike', 'sofa'], 'iPhone 15')).toEqual(['iPhone 15', 'bike', 'sofa']);
  });

  it('trims the text and never stores a blank search', () => {
    expect(addRecentSearch(['bike'], '   sofa  ')).toEqual(['sofa', 'bike']);
    expect(addRecentSearch(['bike'], '   ')).toEqual(['bike']);
    expect(addRecentSearch([], '')).toEqual([]);
  });

  it('removes duplicates regardless of case and spacing, keeping the newest spelling', () => {
    expect(addRecentSearch(['bike', 'IPHONE', 'sofa'], 'iphone')).toEqual(['iphone', 'bike', 'sofa']);
    expect(addRecentSearch(['Guitar  lessons'], 'guitar lessons')).toEqual(['guitar lessons']);
  });

  it('keeps at most 10', () => {
    const list = Array.from({ length: 10 }, (_, index) => `search ${index}`);
    const next = addRecentSearch(list, 'newest');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('newest');
    expect(next).not.toContain('search 9');
  });

  it('does not change the list it is given', () => {
    const list = ['bike'];
    addRecentSearch(list, 'sofa');
    expect(list).toEqual(['bike']);
  });

  it('cuts text longer than the API accepts', () => {
    expect(addRecentSearch([], 'x'.repeat(SEARCH_TEXT_MAX + 50))[0]).toHaveLength(SEARCH_TEXT_MAX);
  });
});

describe('parseRecentSearches', () => {
  it('reads a stored list and cleans it', () => {
    expect(parseRecentSearches(JSON.stringify(['a', ' ', 'A', 3, 'b']))).toEqual(['a', 'b']);
  });

  it('gives an empty list for missing or broken data', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
  });
});

describe('readRecentSearches and saveRecentSearch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubStorage() {
    const store = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    vi.stubGlobal('window', { localStorage });
    return store;
  }

  it('stores under one key, most recent first', () => {
    const store = stubStorage();
    saveRecentSearch('bike');
    saveRecentSearch('sofa');
    saveRecentSearch('Bike');
    expect(JSON.parse(store.get(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['Bike', 'sofa']);
    expect(readRecentSearches()).toEqual(['Bike', 'sofa']);
    expect([...store.keys()]).toEqual([RECENT_SEARCHES_KEY]);
  });

  it('stores nothing for a blank search', () => {
    const store = stubStorage();
    expect(saveRecentSearch('  ')).toEqual([]);
    expect(store.size).toBe(0);
  });

  it('is empty without a window (server rendering)', () => {
    expect(readRecentSearches()).toEqual([]);
  });
});
