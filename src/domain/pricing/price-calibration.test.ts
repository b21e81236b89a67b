import { describe, expect, it } from 'vitest';
import { explainEstimate, describeExplanation } from './explain-estimate';
import { explanationFacts } from './explanation-facts';
import { createRng } from '../../demo/random';
import {
  LOW_EVIDENCE_CAP,
  PRICE_CALIBRATION,
  calibratedConfidence,
  evidenceFeatures,
  fitHitRateTable,
  fitLogisticModel,
  scoreWith,
  type EstimateEvidence,
} from './price-calibration';

const evidence = (over: Partial<EstimateEvidence> = {}): EstimateEvidence => ({
  raw: 0.8,
  effective: 20,
  spread: 0.15,
  sameKind: 0.8,
  closeness: 0.5,
  samples: 40,
  factsKnown: 1,
  ...over,
});

describe('calibrated confidence', () => {
  it('maps the evidence through each measured table, more for a tighter spread and within the measured range', () => {
    for (const family of ['vehicle', 'home'] as const) {
      const table = PRICE_CALIBRATION[family]!.hitRate;
      // A tighter spread means a higher raw confidence too: both say the comparables agree.
      const values = [
        [0.8, 0.3],
        [0.4, 0.5],
        [0.2, 0.7],
        [0.1, 0.9],
        [0.05, 0.99],
      ].map(([spread, raw]) => calibratedConfidence(family, evidence({ spread, raw })));
      expect([...values].sort((a, b) => a - b)).toEqual(values);
      for (const value of values) {
        expect(value).toBeGreaterThanOrEqual(Math.round(table[0]![1] * 100) / 100);
        expect(value).toBeLessThanOrEqual(Math.round(table.at(-1)![1] * 100) / 100);
      }
    }
    // Cars were never measured right more than about three times in four.
    expect(calibratedConfidence('vehicle', evidence({ raw: 0.999, spread: 0.03 }))).toBeLessThanOrEqual(0.8);
    expect(calibratedConfidence('home', evidence({ raw: 0.999, spread: 0.03, sameKind: 1, closeness: 1 }))).toBeGreaterThan(0.9);
  });

  it('never claims more than the cap for a family nobody has measured', () => {
    expect(calibratedConfidence('other', evidence({ raw: 0.99 }))).toBe(LOW_EVIDENCE_CAP);
    expect(calibratedConfidence('device', evidence({ raw: 0.3 }))).toBe(0.3);
  });

  it('fits a monotone table from hits and misses', () => {
    const observations = Array.from({ length: 1000 }, (_, i) => {
      const raw = i / 1000;
      // Hit with probability raw, deterministically spread.
      return { raw, hit: (i * 7919) % 1000 < raw * 1000 };
    });
    const table = fitHitRateTable(observations, 10);
    expect(table.length).toBeGreaterThan(3);
    for (let i = 1; i < table.length; i += 1) {
      expect(table[i]![0]).toBeGreaterThan(table[i - 1]![0]);
      expect(table[i]![1]).toBeGreaterThan(table[i - 1]![1]);
    }
    expect(table[0]![1]).toBeLessThan(0.15);
    expect(table.at(-1)![1]).toBeGreaterThan(0.85);
    expect(fitHitRateTable([])).toEqual([]);
  });
});

describe('the confidence model', () => {
  it('learns which evidence predicts a hit, and says nothing certain about noise', () => {
    const rng = createRng(3);
    // Hits depend on sameKind only: comparables of the same kind are right 90 %, others 30 %.
    const observations = Array.from({ length: 2000 }, () => {
      const sameKind = rng() < 0.5 ? 1 : 0;
      const e = evidence({ sameKind, raw: 0.3 + rng() * 0.6, effective: 2 + rng() * 50 });
      return { features: evidenceFeatures(e), hit: rng() < (sameKind ? 0.9 : 0.3) };
    });
    const model = fitLogisticModel(observations);
    expect(model).toHaveLength(evidenceFeatures(evidence()).length + 1);
    expect(scoreWith(model, evidence({ sameKind: 1 }))).toBeGreaterThan(0.85);
    expect(scoreWith(model, evidence({ sameKind: 0 }))).toBeLessThan(0.35);
    // Coin flips: the model learns nothing and stays near a half.
    const coins = Array.from({ length: 1000 }, () => ({ features: evidenceFeatures(evidence({ raw: rng() })), hit: rng() < 0.5 }));
    expect(scoreWith(fitLogisticModel(coins), evidence({ raw: 0.99 }))).toBeLessThan(0.65);
    expect(fitLogisticModel([])).toEqual([0]);
  });

  it('keeps the families that were measured monotone in their model score, and within their table', () => {
    for (const family of ['vehicle', 'home'] as const) {
      const calibration = PRICE_CALIBRATION[family]!;
      const lowest = calibration.hitRate[0]![1];
      const highest = calibration.hitRate.at(-1)![1];
      for (const e of [
        evidence({ raw: 0.01, effective: 1, spread: 2, sameKind: 0, closeness: 0, samples: 3, factsKnown: 0 }),
        evidence({ raw: 0.999, effective: 300, spread: 0.03, sameKind: 1, closeness: 1, samples: 300 }),
        evidence(),
      ]) {
        const confidence = calibratedConfidence(family, e);
        expect(confidence).toBeGreaterThanOrEqual(Math.round(lowest * 100) / 100);
        expect(confidence).toBeLessThanOrEqual(Math.round(highest * 100) / 100);
      }
    }
    // Families nobody measured keep their cap whatever the evidence.
    expect(calibratedConfidence('other', evidence({ raw: 0.99, sameKind: 1, closeness: 1 }))).toBe(LOW_EVIDENCE_CAP);
  });
});

describe('explanations', () => {
  const golfs = [2010, 2011, 2012, 2013, 2014].map((year, i) => ({
    facts: { make: 'Volkswagen', model: 'Golf', year, mileageKm: 80_000 + i * 10_000 },
    neighborhood: null,
    weight: 1,
  }));

  it('describes the comparables by their facts, in the seller’s units', () => {
    const explanation = explainEstimate({ family: 'vehicle', facts: { make: 'Volkswagen', model: 'Golf' }, neighborhood: null, comparables: golfs });
    expect(describeExplanation(explanation)).toBe('5 similar 2010–2014 Volkswagen Golfs with 80,000–120,000 km');
    const miles = explainEstimate({
      family: 'vehicle',
      facts: { make: 'Volkswagen', model: 'Golf' },
      neighborhood: null,
      comparables: golfs,
      units: { mileageUnit: 'mi' },
    });
    expect(describeExplanation(miles)).toBe('5 similar 2010–2014 Volkswagen Golfs with 45,000–75,000 miles');
    expect(explanationFacts(explanation, 'de-DE')).toEqual([
      { value: 'Volkswagen Golf' },
      { field: 'year', value: '2010–2014' },
      { field: 'mileage', value: '80.000–120.000 km' },
    ]);
  });

  it('claims a model or a neighbourhood only when most of the weight shares it', () => {
    const mixed = [...golfs.slice(0, 2), ...golfs.slice(2).map((g) => ({ ...g, facts: { ...g.facts, model: 'Polo' } }))];
    const explanation = explainEstimate({ family: 'vehicle', facts: { make: 'Volkswagen', model: 'Golf' }, neighborhood: null, comparables: mixed });
    expect(explanation.make).toBe('Volkswagen');
    expect(explanation.model).toBeUndefined();
    const flats = [1, 2, 3].map((i) => ({ facts: { bedrooms: 1, floorAreaM2: 40 + i }, neighborhood: i === 1 ? 'Mitte' : 'Wedding', weight: 1 }));
    const home = explainEstimate({
      family: 'home',
      facts: { bedrooms: 1 },
      neighborhood: 'Mitte',
      comparables: flats,
      units: { floorAreaUnit: 'sqft' },
    });
    expect(home.neighborhood).toBeUndefined();
    expect(describeExplanation(home)).toBe('3 similar 1-bedroom homes of 400–500 sq ft');
  });
});
