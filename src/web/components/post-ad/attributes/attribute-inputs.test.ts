import { describe, expect, it } from 'vitest';
import { extractAttributes } from '../../../../domain/attributes/extract-attributes';
import {
  attributeInputsOf,
  attributesToSend,
  autofillAttributes,
  confirmFilledIn,
  emptyAttributeInputs,
  givenAttributes,
  inputKeysOf,
  unitsForCity,
  type AttributeInputs,
  type AttributeOrigins,
} from './attribute-inputs';

const car = { category: 'for-sale', subcategory: 'cars-trucks' };

/** Runs autofill the way the form does: the changes applied to the inputs. */
function typed(text: string, inputs: AttributeInputs, origins: AttributeOrigins, countryCode = 'DE') {
  const result = autofillAttributes('vehicle', inputs, origins, extractAttributes(text, { ...car, countryCode }));
  return { inputs: { ...inputs, ...result.changes }, origins: result.origins, changes: result.changes };
}

describe('autofill of the Details fields', () => {
  it('fills empty fields from "2012 Golf, 98,000 km" and marks them as read from the text', () => {
    const { inputs, origins } = typed('2012 Golf, 98,000 km', emptyAttributeInputs('DE'), {});
    expect(inputs).toMatchObject({ make: 'Volkswagen', model: 'Golf', year: '2012', mileage: '98000', mileageUnit: 'km' });
    expect(origins).toEqual({ make: 'text', model: 'text', year: 'text', mileage: 'text' });
  });

  it('never writes over what the seller set, even an emptied field', () => {
    const start = { ...emptyAttributeInputs('DE'), year: '2013', model: '' };
    const { inputs, origins, changes } = typed('2012 Golf, 98,000 km', start, { year: 'seller', model: 'seller' });
    expect(inputs.year).toBe('2013');
    expect(inputs.model).toBe('');
    expect(changes).not.toHaveProperty('year');
    expect(changes).not.toHaveProperty('model');
    expect(origins).toMatchObject({ year: 'seller', model: 'seller', make: 'text', mileage: 'text' });
  });

  it('leaves a value it did not fill alone (one the form was opened with)', () => {
    const { inputs } = typed('2012 Golf', { ...emptyAttributeInputs('DE'), make: 'Skoda' }, {});
    expect(inputs.make).toBe('Skoda');
  });

  it('follows the text for the fields it filled: a corrected year, a mileage taken out', () => {
    const first = typed('2012 Golf, 98,000 km', emptyAttributeInputs('DE'), {});
    const second = typed('2013 Golf', first.inputs, first.origins);
    expect(second.inputs).toMatchObject({ year: '2013', mileage: '', make: 'Volkswagen' });
    expect(second.origins).not.toHaveProperty('mileage');
    expect(second.origins.year).toBe('text');
  });

  it('takes the unit the text states along with its mileage, unless the seller chose the unit', () => {
    const fromText = typed('Ford F-150 2015, 120,000 miles', emptyAttributeInputs('DE'), {});
    expect(fromText.inputs).toMatchObject({ mileage: '120000', mileageUnit: 'mi' });
    const chosen = typed('Ford F-150 2015, 120,000 miles', emptyAttributeInputs('DE'), { mileageUnit: 'seller' });
    expect(chosen.inputs.mileageUnit).toBe('km');
  });

  it('changes nothing when the text states nothing', () => {
    expect(typed('Nice car for sale', emptyAttributeInputs('US'), {}).changes).toEqual({});
  });
});

describe('what the form validates and sends', () => {
  const inputs: AttributeInputs = { make: 'Volkswagen', year: '2012', mileage: '', mileageUnit: 'km', fuel: 'diesel', bedrooms: '3' };

  it('validates only the family’s given values; a unit only beside its measure', () => {
    expect(givenAttributes('vehicle', inputs)).toEqual({ make: 'Volkswagen', year: '2012', fuel: 'diesel' });
    expect(givenAttributes('vehicle', { ...inputs, mileage: '98,000' })).toMatchObject({ mileage: '98,000', mileageUnit: 'km' });
    expect(givenAttributes(null, inputs)).toEqual({});
  });

  it('sends nothing until the seller has set a detail: the server reads the same text', () => {
    expect(attributesToSend('vehicle', inputs, { make: 'text', year: 'text', fuel: 'text' })).toEqual({});
    // A value the seller set for another family does not count.
    expect(attributesToSend('vehicle', inputs, { make: 'text', bedrooms: 'seller' })).toEqual({});
  });

  it('sends every value shown once the seller set one, those filled in from the text included', () => {
    expect(attributesToSend('vehicle', inputs, { make: 'text', year: 'text', fuel: 'seller' })).toEqual({
      make: 'Volkswagen',
      year: '2012',
      fuel: 'diesel',
    });
    expect(attributesToSend('vehicle', { ...inputs, mileage: '98000' }, { mileageUnit: 'seller' })).toMatchObject({
      mileage: '98000',
      mileageUnit: 'km',
    });
  });
});

describe('a stored listing back into the form', () => {
  it('shows the seller’s values as theirs, with their units', () => {
    const { inputs, origins } = attributeInputsOf(
      { make: 'Volkswagen', mileage: 60000, mileageUnit: 'mi', mileageKm: 96561, furnished: false },
      'seller',
      'DE',
    );
    expect(inputs).toEqual({ make: 'Volkswagen', mileage: '60000', mileageUnit: 'mi', floorAreaUnit: 'm2', furnished: 'false' });
    expect(origins).toEqual({ make: 'seller', mileage: 'seller', mileageUnit: 'seller', furnished: 'seller' });
  });

  it('marks extracted values as read from the text, and gives units of the listing’s country', () => {
    const { inputs, origins } = attributeInputsOf({ bedrooms: 2 }, 'extracted', 'US');
    expect(inputs).toEqual({ bedrooms: '2', mileageUnit: 'mi', floorAreaUnit: 'sqft' });
    expect(origins).toEqual({ bedrooms: 'text' });
  });

  it('lists each family’s keys with the unit after its measure', () => {
    expect(inputKeysOf('home').slice(0, 4)).toEqual(['bedrooms', 'bathrooms', 'floorArea', 'floorAreaUnit']);
  });
});

describe('a draft taken to another city', () => {
  it('takes the new city’s units, except one the seller chose or one beside a given measure', () => {
    expect(unitsForCity(emptyAttributeInputs('DE'), {}, 'US')).toEqual({ mileageUnit: 'mi', floorAreaUnit: 'sqft' });
    expect(unitsForCity(emptyAttributeInputs('DE'), { mileageUnit: 'seller' }, 'US')).toEqual({ floorAreaUnit: 'sqft' });
    expect(unitsForCity({ ...emptyAttributeInputs('DE'), floorArea: '70' }, {}, 'US')).toEqual({ mileageUnit: 'mi' });
    expect(unitsForCity(emptyAttributeInputs('US'), {}, 'US')).toEqual({});
  });
});

describe('confirming the filled-in details', () => {
  it('makes them the seller’s, a measure’s unit with it, so they are sent', () => {
    const origins = confirmFilledIn('vehicle', { make: 'text', mileage: 'text', year: 'seller', bedrooms: 'text' });
    expect(origins).toEqual({ make: 'seller', mileage: 'seller', mileageUnit: 'seller', year: 'seller', bedrooms: 'text' });
    expect(
      attributesToSend(
        'vehicle',
        { make: 'Ford', mileage: '120000', mileageUnit: 'mi' },
        confirmFilledIn('vehicle', { make: 'text', mileage: 'text' }),
      ),
    ).toEqual({
      make: 'Ford',
      mileage: '120000',
      mileageUnit: 'mi',
    });
  });
});

describe('the unit of a measure the seller typed', () => {
  const flat = { category: 'housing', subcategory: 'apartments', countryCode: 'GB' };
  const read = (text: string, inputs: AttributeInputs, origins: AttributeOrigins) =>
    autofillAttributes('home', inputs, origins, extractAttributes(text, flat), text);

  it('follows the unit the text states for that number: 68 on a London flat whose text says 68 m² is m²', () => {
    const inputs = { ...emptyAttributeInputs('GB'), floorArea: '68' };
    expect(inputs.floorAreaUnit).toBe('sqft');
    expect(read('Two-bed flat, 68 m², Hackney', inputs, { floorArea: 'seller' }).changes).toEqual({ floorAreaUnit: 'm2' });
    expect(read('Loft, 750 sq ft', { ...emptyAttributeInputs('DE'), floorArea: '750' }, { floorArea: 'seller' }).changes).toEqual({ floorAreaUnit: 'sqft' });
  });

  it('reads the typed measure as the page writes numbers: "98.000" typed on a German page is the 98,000 miles the text states', () => {
    const car = { category: 'for-sale', subcategory: 'cars-trucks', countryCode: 'DE' };
    const inputs = { ...emptyAttributeInputs('DE'), mileage: '98.000' };
    const text = 'Golf, nur 98.000 miles, aus England importiert';
    expect(autofillAttributes('vehicle', inputs, { mileage: 'seller' }, extractAttributes(text, car), text, 'de-DE').changes.mileageUnit).toBe('mi');
  });

  it('keeps the city’s unit when the text states none for that number, and the seller’s chosen unit always', () => {
    const inputs = { ...emptyAttributeInputs('GB'), floorArea: '68' };
    expect(read('Two-bed flat, balcony of 8 m²', inputs, { floorArea: 'seller' }).changes).toEqual({});
    expect(read('Two-bed flat, 68 m²', inputs, { floorArea: 'seller', floorAreaUnit: 'seller' }).changes).toEqual({});
  });
});
