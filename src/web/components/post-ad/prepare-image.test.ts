import { describe, expect, it } from 'vitest';
import { isAcceptedType, MAX_LONG_EDGE_PX, scaledSize } from './prepare-image';
import { fieldsOf, listingBody } from './use-listing-form';

describe('scaledSize', () => {
  it('brings a 12 MP photo down to 2560 px on its long edge', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: MAX_LONG_EDGE_PX, height: 1920 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1920, height: MAX_LONG_EDGE_PX });
  });

  it('never enlarges', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

it('accepts only JPEG, PNG and WebP', () => {
  expect(['image/jpeg', 'image/png', 'image/webp'].every(isAcceptedType)).toBe(true);
  expect(isAcceptedType('image/gif')).toBe(false);
  expect(isAcceptedType('image/heic')).toBe(false);
});

describe('listing form values', () => {
  const stored = {
    category: 'for-sale',
    subcategory: null,
    title: 'Desk',
    price: '1200.00',
    description: 'Oak',
    neighborhood: 'mission',
    condition: null,
    contactEmail: 'a@example.com',
    deliveryAvailable: true,
    priceNegotiable: false,
  };

  it('shows stored prices as typed ("1200.00" as "1200", none as empty)', () => {
    expect(fieldsOf(stored).price).toBe('1200');
    expect(fieldsOf({ ...stored, price: '0.00' }).price).toBe('0');
    expect(fieldsOf({ ...stored, price: '19.99' }).price).toBe('19.99');
    expect(fieldsOf({ ...stored, price: null }).price).toBe('');
    expect(fieldsOf(stored)).toMatchObject({ subcategory: '', condition: '' });
  });

  it('sends the city only on a city site', () => {
    expect(listingBody(fieldsOf(stored), 'london').city).toBe('london');
    expect(listingBody(fieldsOf(stored), null).city).toBeUndefined();
  });
});
