import { describe, expect, it } from 'vitest';
import { repairMojibake } from './listing-text';
import { CLASSIFIEDS_TEXT_SCALE, JOB_TEXT_SCALE, textScaleFor, textScaleGroupOf } from './score-listing';
import { knownScamResemblance, scamProbability, trainTextModel, type TextModel, type TrainingExample } from './text-classifier';

/** A network's pasted paragraph: the same sentences under every company's name. */
const NETWORK =
  'Our innovative recruiting platform cuts hiring time in half with scientifically proven matching, and candidates enjoy a personal concierge through every interview step of the process';

const HONEST = [
  'Registered nurse for night shifts in our clinic, three years of ward experience, union pay scale',
  'Line cook for a busy restaurant kitchen, weekend shifts, food hygiene certificate required',
  'Warehouse forklift driver with a valid licence, early shifts, overtime paid at time and a half',
  'Primary school teacher for a maternity cover, qualified teacher status, start in September',
  'Accounts payable clerk, invoice matching and supplier queries, two days in the office',
  'Delivery driver for a bakery, clean licence, van provided, deliveries from five in the morning',
  'Receptionist for a dental practice, booking system experience, Monday to Friday',
  'Junior web developer to maintain our shop, TypeScript and SQL, mentoring from a senior',
];

const scam = (title: string, description: string): TrainingExample => ({ title, description, scam: true, category: 'jobs', template: title });
const honest = (description: string, i: number): TrainingExample => ({
  title: `Job ${i}`,
  description,
  scam: false,
  category: i % 2 === 0 ? 'jobs' : 'for-sale',
  template: `honest-${i}`,
});

const examples: TrainingExample[] = [
  scam('Data entry clerk', `Acme Staffing and partners. ${NETWORK}. Data entry from home.`),
  scam('Payroll assistant', 'Earn weekly from home, no experience needed, training provided, apply today by text message'),
  scam('Office helper', 'Receive packages at your home and forward them to our clients abroad, paid per parcel'),
  ...HONEST.map(honest),
];

describe('known-scam signatures', () => {
  const withSignatures = trainTextModel(examples, { signatureSize: 16, signatureWeight: 12 });
  const without: TextModel = { ...withSignatures, signatures: undefined, signatureWeight: undefined };

  it('recognises a known scam paragraph pasted under another company name', () => {
    const copy = { title: 'Senior software engineer', description: `Globex and partners. ${NETWORK}. Full time role in Austin.` };
    expect(knownScamResemblance(withSignatures, copy.title, copy.description)).toBeGreaterThan(0.1);
    expect(scamProbability(withSignatures, copy.title, copy.description)).toBeGreaterThan(
      scamProbability(without, copy.title, copy.description) + 0.2,
    );
  });

  it('does not count a few shared words as a copy', () => {
    const ad = { title: 'Recruiting assistant', description: 'Help our recruiting team plan every interview; office in Leeds.' };
    expect(knownScamResemblance(withSignatures, ad.title, ad.description)).toBe(0);
    expect(scamProbability(withSignatures, ad.title, ad.description)).toBeCloseTo(scamProbability(without, ad.title, ad.description), 6);
  });

  it('leaves models trained without signatures as they were', () => {
    const plain = trainTextModel(examples);
    expect(plain.signatures).toBeUndefined();
    expect(knownScamResemblance(plain, 'Job', NETWORK)).toBe(0);
  });
});

describe('calibrated scales', () => {
  it('measures each group of categories on honest training ads it did not train on', () => {
    const model = trainTextModel(examples, {
      calibration: { groupOf: textScaleGroupOf, fromQuantile: 0.5, reviewQuantile: 1, folds: 3 },
    });
    expect(Object.keys(model.scales ?? {}).sort()).toEqual(['classifieds', 'jobs']);
    for (const scale of Object.values(model.scales ?? {})) {
      expect(scale.from).toBeGreaterThan(0);
      expect(scale.from).toBeLessThanOrEqual(scale.reviewAt);
      expect(scale.reviewAt).toBeLessThan(1);
    }
  });

  it('may only make the model more careful than the fixed scales', () => {
    const model: TextModel = {
      buckets: 8,
      bias: 0,
      weights: {},
      scales: { jobs: { from: 0.8, reviewAt: 0.9 }, classifieds: { from: 0.1, reviewAt: 0.2 } },
    };
    expect(textScaleFor('jobs', model)).toEqual({ from: 0.8, reviewAt: 0.9 });
    expect(textScaleFor('gigs', model)).toEqual({ from: 0.8, reviewAt: 0.9 });
    expect(textScaleFor('housing', model)).toEqual(CLASSIFIEDS_TEXT_SCALE);
    expect(textScaleFor('jobs', { ...model, scales: undefined })).toBe(JOB_TEXT_SCALE);
  });
});

describe('text pasted with a broken encoding', () => {
  it('reads as what it says, so no accident of encoding is evidence', () => {
    expect(repairMojibake('donâ€™t â€¢ Duties â€œhiâ€\u009d')).toBe(`don't • Duties "hi"`);
    expect(repairMojibake('Descripción de prueba'.replace('ó', 'Ã³'))).toBe('Descripción de prueba');
    // Prices in euros are left alone.
    expect(repairMojibake('Fahrrad 120 €, Helm 15€ – VB')).toBe('Fahrrad 120 €, Helm 15€ – VB');
  });
});
