import { describe, expect, it } from 'vitest';
import { bigramQuery } from './cjk-bigrams';
import { editDistance, foldAccents } from './vocabulary';
import { toTsQueryText } from './plan-search';

describe('editDistance', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('iphnoe', 'iphone')).toBe(1);
    expect(editDistance('aparment', 'apartment')).toBe(1);
    expect(editDistance('sofa', 'sofa')).toBe(0);
    expect(editDistance('bike', 'kite')).toBe(2);
  });
});

describe('foldAccents', () => {
  it('matches how the database unaccents', () => {
    expect(foldAccents('zürich café')).toBe('zurich cafe');
    expect(foldAccents('東京')).toBe('東京');
  });
});

describe('bigramQuery', () => {
  it('turns unspaced runs into character pairs in sequence', () => {
    expect(bigramQuery('ソファ')).toBe('(ソフ <-> ファ)');
    expect(bigramQuery('東京')).toBe('東京');
    expect(bigramQuery('車')).toBe('車:*');
    expect(bigramQuery('iphone')).toBeNull();
  });
});

describe('toTsQueryText', () => {
  it('ORs a correction with the typed word and ANDs the words', () => {
    expect(
      toTsQueryText([
        { term: 'iphnoe', corrections: ['iphone'], estimatedMatches: 3 },
        { term: '13', corrections: [], estimatedMatches: 9 },
      ]),
    ).toBe('(iphnoe:* | iphone:*) & 13:*');
  });
});
