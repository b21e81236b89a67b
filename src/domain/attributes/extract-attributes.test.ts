import { describe, expect, it } from 'vitest';
import { extractAttributes } from './extract-attributes';
import { statedDistances } from './measure-units';
import { readJapaneseMyriads, readNumber } from './read-numbers';

const car = (countryCode: string) => ({ category: 'for-sale', subcategory: 'cars-trucks', countryCode });
const flat = (countryCode: string) => ({ category: 'housing', subcategory: 'apartments', countryCode });

describe('numbers as each language writes them', () => {
  it.each([
    ['98,000', undefined, 98_000], // English
    ['98.000', undefined, 98_000], // German, Spanish, Italian
    ['98 000', undefined, 98_000], // French (space)
    ['1,234.5', undefined, 1234.5],
    ['1.234,5', undefined, 1234.5],
    ['2,5', undefined, 2.5],
    ['98', 'k', 98_000],
    ['98', 'Tsd.', 98_000],
    ['98', 'mil', 98_000],
    ['9.8', '万', 98_000],
  ])('%s %s is %d', (digits, multiplier, value) => {
    expect(readNumber(digits, multiplier)).toBe(value);
  });
});

describe('numbers read on digits, by the one parser (shared/parse-number.ts)', () => {
  it('multiplies without floating point: "1.1万" is 11,000 and "4.35k" is 4,350 exactly', () => {
    expect(readNumber('1.1', '万')).toBe(11_000);
    expect(readNumber('4.35', 'k')).toBe(4350);
    expect(readJapaneseMyriads('1.1万')).toBe(11_000);
  });

  it('reads the Japanese demo car「走行10.1万km」as 101,000 km, in the text’s units too', () => {
    const text = 'トヨタ プリウス 2015年式 走行10.1万km 車検付き';
    expect(extractAttributes(text, car('JP'))).toMatchObject({ mileage: 101_000, mileageUnit: 'km', mileageKm: 101_000 });
    // Not the "1万km" at the end of "10.1万km", and not blocked by the Japanese before it.
    expect(statedDistances(text)).toEqual([{ value: 101_000, unit: 'km' }]);
    expect(statedDistances('Audi A3, 98.000 km')).toEqual([{ value: 98_000, unit: 'km' }]);
  });
});

describe('a vehicle’s facts from its text', () => {
  it('reads a year followed by a line that starts with a unit-like word ("2012\nMileage")', () => {
    expect(extractAttributes('VW Golf 2012\nMileage: 150,000 km', car('DE'))).toMatchObject({ year: 2012, mileage: 150_000 });
    // On the same line a unit still makes the number something else than a year.
    expect(extractAttributes('VW Golf, 2012 km', car('DE')).year).toBeUndefined();
  });

  it('reads the issue’s example: "2012 Golf, 98,000 km"', () => {
    expect(extractAttributes('2012 Golf, 98,000 km', car('DE'))).toMatchObject({
      make: 'Volkswagen',
      model: 'Golf',
      year: 2012,
      mileage: 98_000,
      mileageKm: 98_000,
    });
  });

  it.each([
    [
      'en',
      'Honda Civic 2015, 98,000 miles, petrol, manual',
      'US',
      { make: 'Honda', model: 'Civic', year: 2015, mileage: 98_000, mileageUnit: 'mi', mileageKm: 157_716, fuel: 'petrol', transmission: 'manual' },
    ],
    [
      'de',
      'VW Polo Baujahr 2015, 98.000 km, Diesel, Schaltgetriebe, 75 PS',
      'DE',
      { make: 'Volkswagen', model: 'Polo', year: 2015, mileageKm: 98_000, fuel: 'diesel', transmission: 'manual', powerHp: 75 },
    ],
    [
      'fr',
      'Renault Clio 2016 – 98\u202f000 km, essence, boîte manuelle',
      'FR',
      { make: 'Renault', model: 'Clio', year: 2016, mileageKm: 98_000, fuel: 'petrol', transmission: 'manual' },
    ],
    [
      'es',
      'Seat Ibiza de 2013 con 98.000 kilómetros, gasolina, automático',
      'ES',
      { make: 'Seat', model: 'Ibiza', year: 2013, mileageKm: 98_000, fuel: 'petrol', transmission: 'automatic' },
    ],
    [
      'it',
      'Fiat Panda del 2014, 98.000 km, benzina, cambio manuale',
      'IT',
      { make: 'Fiat', model: 'Panda', year: 2014, mileageKm: 98_000, fuel: 'petrol', transmission: 'manual' },
    ],
    ['ja', 'トヨタ プリウス 2015年式 走行9.8万km ハイブリッド', 'JP', { make: 'Toyota', year: 2015, mileageKm: 98_000, fuel: 'hybrid' }],
    ['ja full-width', 'ホンダ　フィット　２０１４年式　走行距離　９８，０００ｋｍ', 'JP', { make: 'Honda', year: 2014, mileageKm: 98_000 }],
  ])('in %s', (_language, text, country, expected) => {
    expect(extractAttributes(text, car(country))).toMatchObject(expected);
  });

  it('does not take an everyday word for a model of some make', () => {
    expect(extractAttributes('2012 Golf, 98,000 km\nOne owner, fit and well looked after.', car('DE'))).toMatchObject({
      make: 'Volkswagen',
      model: 'Golf',
    });
  });

  it('takes the city’s unit when the text names none, and leaves out what it does not state', () => {
    expect(extractAttributes('Ford Focus, mileage: 60,000', car('GB'))).toMatchObject({ mileage: 60_000, mileageUnit: 'mi' });
    const bare = extractAttributes('Nice car, runs well', car('DE'));
    expect(bare).toEqual({});
  });

  it('does not take a price or a mileage for the year', () => {
    const facts = extractAttributes('Golf for 2000 €, 2011 model, 150000 km', car('DE'));
    expect(facts.year).toBe(2011);
  });
});

describe('a home’s facts from its text', () => {
  it.each([
    [
      'en',
      '3/2 duplex for rent, 1,200 sqft, pets ok',
      'US',
      { bedrooms: 3, bathrooms: 2, floorArea: 1200, floorAreaUnit: 'sqft', floorAreaM2: 111.48, petsAllowed: true },
    ],
    ['en studio', 'Studio apartment, 450 sq ft, unfurnished, no pets', 'US', { bedrooms: 0, floorArea: 450, furnished: false, petsAllowed: false }],
    [
      'de',
      'Schöne 3-Zimmer-Wohnung, 72,5 m², möbliert, keine Haustiere',
      'DE',
      { bedrooms: 2, floorArea: 72.5, floorAreaUnit: 'm2', furnished: true, petsAllowed: false },
    ],
    ['fr', 'Appartement T3 de 65 m² meublé, 1 salle de bain', 'FR', { bedrooms: 2, bathrooms: 1, floorArea: 65, furnished: true }],
    ['es', 'Piso de 2 habitaciones, 1 baño, 80 metros cuadrados, amueblado', 'ES', { bedrooms: 2, bathrooms: 1, floorArea: 80, furnished: true }],
    ['it', 'Trilocale di 85 mq arredato, 2 bagni', 'IT', { bedrooms: 2, bathrooms: 2, floorArea: 85, furnished: true }],
    ['ja', '2LDK 55㎡ ペット可', 'JP', { bedrooms: 2, floorArea: 55, floorAreaUnit: 'm2', petsAllowed: true }],
  ])('in %s', (_language, text, country, expected) => {
    expect(extractAttributes(text, flat(country))).toMatchObject(expected);
  });
});

describe('other families', () => {
  it('reads a job’s workplace, employment type and hours', () => {
    expect(extractAttributes('Developer, fully remote, full-time, 40 hours/week', { category: 'jobs', subcategory: 'tech' })).toEqual({
      employmentType: 'full-time',
      workplace: 'remote',
      hoursPerWeek: 40,
    });
    expect(extractAttributes('Verkäufer (20 Std./Woche), vor Ort', { category: 'jobs', subcategory: 'part-time' })).toEqual({
      employmentType: 'part-time',
      workplace: 'on-site',
      hoursPerWeek: 20,
    });
    expect(extractAttributes('リモート勤務 週30時間', { category: 'jobs', subcategory: null })).toMatchObject({
      workplace: 'remote',
      hoursPerWeek: 30,
    });
  });

  it('reads a phone’s brand, model and storage, not its memory', () => {
    expect(extractAttributes('iPhone 13 128GB 4GB RAM', { category: 'for-sale', subcategory: 'cell-phones' })).toEqual({
      brand: 'Apple',
      model: 'iPhone 13',
      storageGb: 128,
    });
    expect(extractAttributes('Samsung Galaxy S23 256 Go', { category: 'for-sale', subcategory: 'cell-phones' })).toMatchObject({
      brand: 'Samsung',
      storageGb: 256,
    });
    expect(extractAttributes('MacBook Pro 1TB, 16GB RAM', { category: 'for-sale', subcategory: 'computers' })).toMatchObject({ storageGb: 1024 });
  });

  it('reads a bicycle’s type and frame size', () => {
    expect(extractAttributes('Rennrad Canyon, Rahmenhöhe 56', { category: 'for-sale', subcategory: 'bicycles' })).toEqual({
      bikeType: 'road',
      frameSize: 'l',
      brand: 'Canyon',
    });
    expect(extractAttributes('VTT taille M', { category: 'for-sale', subcategory: 'bicycles' })).toMatchObject({
      bikeType: 'mountain',
      frameSize: 'm',
    });
  });

  it('calls a bike a kids’ bike only where the text names one, never from words about people', () => {
    const bikes = { category: 'for-sale', subcategory: 'bicycles' } as const;
    const type = (text: string) => extractAttributes(text, bikes).bikeType;
    // A road bike sold because "the kids have grown up" is a road bike.
    expect(type('Road bike, aluminium frame. Selling now the kids have grown up.')).toBe('road');
    expect(type('Trek bike, used by my children on weekends')).toBeUndefined();
    expect(type('Bike for a child of 6, barely used')).toBeUndefined();
    for (const text of ["Kids' bike 20 inch", 'Kids bike with stabilisers', 'Children’s bike, 16 inch', 'Kinderfahrrad 20 Zoll', 'Vélo enfant 16 pouces', 'Bicicleta infantil', 'Bici bambino 14', '子供用自転車 16インチ']) {
      expect(type(text), text).toBe('kids');
    }
  });

  it('reads nothing for a category without attributes', () => {
    expect(extractAttributes('Sofa, 3 seats, 2012, 98,000 km', { category: 'for-sale', subcategory: 'furniture' })).toEqual({});
  });
});
