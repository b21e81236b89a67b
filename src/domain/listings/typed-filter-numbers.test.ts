import { describe, expect, it } from 'vitest';
import { readTypedFilterNumbers } from './typed-filter-numbers';

const read = (query: string) => readTypedFilterNumbers(new URLSearchParams(query));

describe('filter boxes sent without script', () => {
  it('leave a query without the locale parameter as it is', () => {
    expect(read('priceMax=1.000')).toEqual({ kind: 'canonical' });
  });

  it('read each number in the locale it was typed in', () => {
    const german = read('numbers=de-DE&priceMin=12,50&priceMax=1.000&mileageMax=98.000&q=golf');
    expect(german.kind).toBe('rewritten');
    if (german.kind !== 'rewritten') return;
    expect(Object.fromEntries(german.search)).toEqual({ priceMin: '12.5', priceMax: '1000', mileageMax: '98000', q: 'golf' });

    const english = read('numbers=en-US&priceMax=1,250&areaMin=1,000');
    expect(english.kind === 'rewritten' && Object.fromEntries(english.search)).toEqual({ priceMax: '1250', areaMin: '1000' });

    const japanese = read('numbers=ja-JP&priceMax=１２万&mileageMax=10.1万');
    expect(japanese.kind === 'rewritten' && Object.fromEntries(japanese.search)).toEqual({ priceMax: '120000', mileageMax: '101000' });
  });

  it('drop empty boxes and "no filter" choices, as the script leaves them out', () => {
    const reading = read('numbers=fr-FR&priceMin=&priceMax=1 250,50&yearMin=&postedDate=any&neighborhood=&country=all&region=');
    expect(reading.kind === 'rewritten' && reading.search.toString()).toBe('priceMax=1250.5');
    const chosen = read('numbers=en-GB&postedDate=week&country=UK&region=scotland&condition=good&condition=new');
    expect(chosen.kind === 'rewritten' && chosen.search.toString()).toBe('postedDate=week&country=UK&region=scotland&condition=good&condition=new');
  });

  it('name each box that holds no number, with an example in its locale', () => {
    const reading = read('numbers=de-DE&priceMin=billig&yearMin=2010,5&priceMax=10');
    expect(reading.kind).toBe('invalid');
    if (reading.kind !== 'invalid') return;
    expect(reading.errors.map((error) => error.field)).toEqual(['priceMin', 'yearMin']);
    expect(reading.errors[0]).toMatchObject({ message: 'errors.number.notANumber', values: { label: 'errors.fields.priceMin', example: '1.234,50' } });
    expect(reading.errors[1]?.values).toMatchObject({ example: '98.000' });
  });

  it('refuse more than cents in a price', () => {
    expect(read('numbers=en-US&priceMax=1.255').kind).toBe('invalid');
  });

  it('read a tampered locale as no locale rather than fail', () => {
    const reading = read('numbers=%E2%98%83&priceMax=250');
    expect(reading.kind === 'rewritten' && reading.search.toString()).toBe('priceMax=250');
  });
});
