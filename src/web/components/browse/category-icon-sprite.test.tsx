import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_BAR } from '../../../domain/taxonomy/category-bar';
import { CATEGORY_ICON_SPRITE_FILE } from './category-icon';
import { categoryIconSprite } from './category-icon-sprite';

describe('the category icon sprite', () => {
  const file = readFileSync(path.join(process.cwd(), 'public', CATEGORY_ICON_SPRITE_FILE), 'utf8');

  it('is the file `npm run icons` writes from the table (run it after changing an icon)', () => {
    expect(file).toBe(categoryIconSprite());
  });

  it('has a drawn symbol for every chip of the category bar', () => {
    for (const item of CATEGORY_BAR) {
      const symbol = new RegExp(`<symbol id="${item.key}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(file);
      expect(symbol, item.key).not.toBeNull();
      expect(symbol![1]).toMatch(/<(path|rect|circle|line|polyline)\b/);
    }
  });
});
