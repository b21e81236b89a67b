import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_COLOURS,
  CATEGORY_SLUGS,
  FILTER_TAXONOMY,
  POSTING_CATEGORIES,
  findCategory,
  findSubcategory,
} from './categories';
import { CATEGORY_BAR } from './category-bar';
import { CONDITIONS, CONDITION_LABELS } from './conditions';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const namesOf = (slug: string) => findCategory(slug)?.subcategories.map((sub) => sub.name);

describe('CATEGORIES', () => {
  it('has the six categories in order, matching CATEGORY_SLUGS', () => {
    expect(CATEGORIES.map((category) => category.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(CATEGORIES.map((category) => category.name)).toEqual([
      'For Sale', 'Housing', 'Jobs', 'Services', 'Community', 'Gigs',
    ]);
  });

  it('has exactly the SPEC subcategory counts', () => {
    const counts = Object.fromEntries(CATEGORIES.map((category) => [category.slug, category.subcategories.length]));
    expect(counts).toEqual({ 'for-sale': 34, housing: 9, jobs: 10, services: 21, community: 15, gigs: 8 });
  });

  it('uses the SPEC jobs and housing names', () => {
    expect(namesOf('jobs')).toEqual([
      'Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'Government', 'Nonprofit', 'Healthcare',
      'Education', 'Tech',
    ]);
    expect(namesOf('housing')).toEqual([
      'Apartments', 'Houses', 'Rooms', 'Sublets', 'Vacation Rentals', 'Parking', 'Storage', 'Office Space',
      'Real Estate Sales',
    ]);
  });

  it('lists for-sale alphabetically from Antiques to Wanted', () => {
    const names = namesOf('for-sale') ?? [];
    expect(names[0]).toBe('Antiques');
    expect(names.at(-1)).toBe('Wanted');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(findSubcategory('for-sale', 'cars-trucks')?.name).toBe('Cars & Trucks');
  });

  it('has lower-case hyphenated slugs, unique within each category, that fit the stored column', () => {
    for (const category of CATEGORIES) {
      const slugs = category.subcategories.map((sub) => sub.slug);
      expect(new Set(slugs).size, category.slug).toBe(slugs.length);
      for (const slug of slugs) {
        expect(slug).toMatch(SLUG);
        expect(slug.length).toBeLessThanOrEqual(50);
      }
      expect(category.description.length).toBeGreaterThan(0);
      expect(category.icon).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(CATEGORY_COLOURS[category.slug]).toBe(category.colour);
    }
    expect(CATEGORY_COLOURS.resumes).toBeTruthy();
    expect(CATEGORY_COLOURS.discussion).toBeTruthy();
  });

  it('posts into the same taxonomy it browses', () => {
    expect(POSTING_CATEGORIES).toBe(CATEGORIES);
  });
});

describe('findCategory / findSubcategory', () => {
  it('finds known slugs and rejects unknown or missing ones', () => {
    expect(findCategory('jobs')?.name).toBe('Jobs');
    expect(findCategory('resumes')).toBeUndefined();
    expect(findCategory(undefined)).toBeUndefined();
    expect(findSubcategory('housing', 'rooms')?.name).toBe('Rooms');
    expect(findSubcategory('jobs', 'rooms')).toBeUndefined();
    expect(findSubcategory('nope', 'rooms')).toBeUndefined();
    expect(findSubcategory('housing', null)).toBeUndefined();
  });
});

describe('FILTER_TAXONOMY', () => {
  it('has exactly the SPEC keys', () => {
    const keys = Object.fromEntries(
      Object.entries(FILTER_TAXONOMY).map(([category, groups]) => [category, groups.map((group) => group.key)]),
    );
    expect(keys).toEqual({
      community: ['activities-events', 'groups-clubs', 'local-info', 'arts-culture', 'pets'],
      services: ['personal', 'home-property', 'vehicles', 'tech', 'business-finance', 'events-travel'],
      'for-sale': ['vehicles', 'home-garden', 'electronics-tech', 'fashion-accessories', 'entertainment', 'miscellaneous'],
      housing: ['rent', 'sale', 'commercial', 'shared'],
      jobs: ['professional', 'skilled-trades', 'hospitality-retail', 'health-education', 'freelance-temp'],
    });
  });

  it('groups only real subcategories, each at most once', () => {
    for (const [categorySlug, groups] of Object.entries(FILTER_TAXONOMY)) {
      const grouped = groups.flatMap((group) => group.subcategories);
      expect(new Set(grouped).size, categorySlug).toBe(grouped.length);
      for (const sub of grouped) expect(findSubcategory(categorySlug, sub), `${categorySlug}/${sub}`).toBeDefined();
    }
  });

  it('puts every subcategory in a group', () => {
    for (const [categorySlug, groups] of Object.entries(FILTER_TAXONOMY)) {
      const grouped = new Set(groups.flatMap((group) => group.subcategories));
      for (const sub of findCategory(categorySlug)?.subcategories ?? []) {
        expect(grouped.has(sub.slug), `${categorySlug}/${sub.slug}`).toBe(true);
      }
    }
  });
});

describe('CATEGORY_BAR', () => {
  it('has the SPEC keys in order', () => {
    expect(CATEGORY_BAR.map((item) => item.key)).toEqual([
      'all', 'for-sale', 'housing', 'jobs', 'services', 'community', 'gigs', 'cars', 'electronics', 'fashion',
      'music', 'gaming', 'photography', 'sports', 'books', 'collectibles', 'tickets', 'free', 'wanted',
    ]);
    expect(CATEGORY_BAR[0]).toEqual({ key: 'all', label: 'All Categories' });
  });

  it('points every entry at a real category or subcategory', () => {
    for (const item of CATEGORY_BAR.slice(1)) {
      expect(item.category, item.key).toBeDefined();
      expect(findCategory(item.category), item.key).toBeDefined();
      if (item.subcategory) expect(findSubcategory(item.category, item.subcategory), item.key).toBeDefined();
      expect(item.label.trim().length).toBeGreaterThan(0);
    }
    const byKey = new Map(CATEGORY_BAR.map((item) => [item.key, item]));
    expect(byKey.get('cars')).toMatchObject({ category: 'for-sale', subcategory: 'cars-trucks' });
    expect(byKey.get('free')).toMatchObject({ category: 'for-sale', subcategory: 'free-stuff' });
  });
});

describe('CONDITIONS', () => {
  it('gives every condition a label of its own', () => {
    const labels = CONDITIONS.map((condition) => CONDITION_LABELS[condition]);
    for (const label of labels) expect(label).toMatch(/\S/);
    expect(new Set(labels).size).toBe(CONDITIONS.length);
  });
});
