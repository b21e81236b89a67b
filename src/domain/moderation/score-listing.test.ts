import { describe, expect, it } from 'vitest';
import { buildDemoListing } from '../../demo/listing-factory';
import { createRng } from '../../demo/random';
import { CITIES } from '../geo/cities';
import { CATEGORY_SLUGS } from '../taxonomy/categories';
import { isDisposableEmail } from './disposable-email-domains';
import { normaliseListingText } from './listing-text';
import { actionFor, SCREENING_THRESHOLDS } from './moderation-status';
import { scoreListing, SCREENING_REASONS, TEXT_MODEL_REVIEW_AT, textModelStrength, type ScreeningSubject } from './score-listing';
import { scamProbability, trainTextModel } from './text-classifier';

const honestSofa: ScreeningSubject = {
  title: 'Three-seat sofa, grey fabric',
  description: 'Comfortable three-seat sofa, no stains, from a smoke-free home. Pick up in Brooklyn, I can help carry it to your car.',
  category: 'for-sale',
  price: '250',
  contactEmail: 'anna.k@gmail.com',
};

const codesOf = (subject: Partial<ScreeningSubject>, context = {}) =>
  scoreListing({ ...honestSofa, ...subject }, context).reasons.map((r) => r.code);

describe('scoreListing: each signal fires on a real-looking scam and stays quiet on an honest ad', () => {
  it('approves an ordinary ad with no reasons', () => {
    const result = scoreListing(honestSofa);
    expect(result).toMatchObject({ action: 'approve', reasons: [] });
    expect(result.spamScore).toBe(0);
  });

  const cases: [code: string, scam: Partial<ScreeningSubject>, honest: Partial<ScreeningSubject>][] = [
    [
      'off_platform_payment',
      { description: 'Brand new iPhone 15, sealed. Payment by Western Union only, then I post it the same day.' },
      { description: 'Brand new iPhone 15, sealed. Cash on pick-up, or card payment when we meet at the shop.' },
    ],
    [
      'off_platform_payment',
      { description: 'Selling my PS5. I accept Steam gift cards as payment, send the codes by email.' },
      { description: 'Selling my PS5 with two controllers and a Steam gift card voucher I never used, included.' },
    ],
    [
      'off_platform_payment',
      { description: 'Laptop in great shape. Bitcoin or USDT accepted for a quick sale.' },
      { description: 'Laptop in great shape, battery holds 6 hours. Charger included.' },
    ],
    [
      'deposit_before_viewing',
      { category: 'housing', title: 'Sunny 2 bedroom flat', description: 'Lovely flat near the park. To secure it please send the deposit before the viewing, as many people are interested.' },
      { category: 'housing', title: 'Sunny 2 bedroom flat', description: 'Lovely flat near the park. Viewings on Saturday; the deposit is paid when you sign the lease.' },
    ],
    [
      'upfront_fee',
      { category: 'jobs', title: 'Data entry clerk', description: 'Start this week. A one-time registration fee of $49 covers your training materials.' },
      { category: 'jobs', title: 'Data entry clerk', description: 'Start this week. Paid training, then 20 hours a week in our office.' },
    ],
    [
      'shipping_agent_story',
      { description: 'I cannot meet in person because of work, so my shipping agent will deliver it after payment.' },
      { description: 'I can meet in person after work near the station, or deliver it for a small fee in the city.' },
    ],
    [
      'owner_abroad',
      { category: 'housing', title: 'Studio downtown', description: 'I am currently out of the country for work. The keys will be mailed to you once the contract is done.' },
      { category: 'housing', title: 'Studio downtown', description: 'I live next door and can show you the studio any evening. Keys handed over at signing.' },
    ],
    [
      'work_from_home',
      { category: 'jobs', title: 'Online assistant', description: 'Work from home, no experience needed, flexible hours. Just a phone and internet.' },
      { category: 'jobs', title: 'Office assistant', description: 'Front desk role in our dental practice, Monday to Friday, experience with booking software preferred.' },
    ],
    [
      'earnings_promise',
      { category: 'jobs', title: 'Easy job', description: 'Earn $500 per day answering surveys in your free time.' },
      { category: 'jobs', title: 'Barista', description: 'Full-time barista, $18 an hour plus tips, weekend shifts.' },
    ],
    [
      'cheque_or_reshipping',
      { category: 'jobs', title: 'Payment processing agent', description: 'You will receive checks from our clients, deposit them and forward the funds by transfer, keeping 10%.' },
      { category: 'jobs', title: 'Accounts assistant', description: 'You will reconcile supplier invoices and prepare the weekly payment run with our accountant.' },
    ],
    [
      'personal_data_request',
      { category: 'jobs', title: 'Remote typist', description: 'To get started, reply with your bank account details and a copy of your passport for payroll.' },
      { category: 'jobs', title: 'Remote typist', description: 'To get started, reply with a short note about your typing speed and the hours you can work.' },
    ],
    [
      'external_messenger',
      { description: 'Serious buyers only, message me on WhatsApp, I do not answer here.' },
      { description: 'Serious buyers only, use the contact button and I reply the same day.' },
    ],
    [
      'contact_in_text',
      { description: 'Great bike, write to cheapbikes99@mail.com or call +1 (555) 123-4567.' },
      { description: 'Great bike, ask me anything through the contact button.' },
    ],
    [
      'contact_in_text',
      { description: 'Masked contacts count too: #EMAIL_0a1b2c3d4e# or #PHONE_9f8e7d6c5b#' },
      { description: 'No contact details in here at all, 2 owners, 12 years old.' },
    ],
    [
      'pressure',
      { description: 'First to pay gets it, act now before it is gone!' },
      { description: 'No rush, happy to hold it until the weekend for you.' },
    ],
    [
      'shouting',
      { title: 'CHEAP IPHONES', description: 'BRAND NEW IPHONES FOR SALE CHEAPEST PRICE IN TOWN BUY NOW!!!' },
      { title: 'iPhone 13', description: 'Used iPhone 13, small scratch on the back. Works perfectly!' },
    ],
    ['disposable_email', { contactEmail: 'seller@mailinator.com' }, { contactEmail: 'seller@outlook.com' }],
  ];

  for (const [code, scam, honest] of cases) {
    it(`${code}: ${String(scam.description ?? scam.contactEmail).slice(0, 50)}…`, () => {
      expect(codesOf(scam)).toContain(code);
      expect(codesOf(honest)).not.toContain(code);
    });
  }

  it('below_market: fires only when price intelligence is confident and the price is far under the market', () => {
    expect(codesOf({ price: '200' }, { market: { estimate: 1000, confidence: 0.8 } })).toContain('below_market');
    expect(codesOf({ price: '200' }, { market: { estimate: 1000, confidence: 0.3 } })).not.toContain('below_market');
    expect(codesOf({ price: '900' }, { market: { estimate: 1000, confidence: 0.9 } })).not.toContain('below_market');
    // Free things are not scams for being under the market.
    expect(codesOf({ price: '0' }, { market: { estimate: 1000, confidence: 0.9 } })).not.toContain('below_market');
  });

  it('duplicate_text and posting_velocity come from the context', () => {
    expect(codesOf({}, { duplicates: { count: 3, cities: 3 } })).toContain('duplicate_text');
    expect(codesOf({}, { duplicates: { count: 0, cities: 0 } })).not.toContain('duplicate_text');
    // A copy of a rejected listing is held for a person to look at.
    const copy = scoreListing(honestSofa, { duplicates: { count: 2, cities: 2, rejected: 1 } });
    expect(copy.reasons.map((r) => r.code)).toEqual(['duplicate_of_rejected']);
    expect(copy.action).toBe('review');
    // Employers post one job in many cities: there only copies of rejected ads count.
    expect(codesOf({ category: 'jobs' }, { duplicates: { count: 3, cities: 3 } })).not.toContain('duplicate_text');
    expect(codesOf({ category: 'jobs' }, { duplicates: { count: 3, cities: 3, rejected: 1 } })).toContain('duplicate_of_rejected');
    // Supporting evidence only: alone it does not hold an ad back.
    expect(scoreListing(honestSofa, { duplicates: { count: 6, cities: 4 } }).action).toBe('approve');
    expect(codesOf({}, { recentPosts: 12 })).toContain('posting_velocity');
    expect(codesOf({}, { recentPosts: 2 })).not.toContain('posting_velocity');
  });

  it('one strong signal sends to review, several reject, and reasons come with sentences', () => {
    const one = scoreListing({ ...honestSofa, description: 'Nice sofa. Payment by Western Union only.' });
    expect(one.action).toBe('review');
    const many = scoreListing(
      { ...honestSofa, contactEmail: 'x@yopmail.com', description: 'I am currently abroad, my shipping agent will deliver it after payment by Western Union. Text me on WhatsApp.' },
      { duplicates: { count: 4, cities: 3 } },
    );
    expect(many.action).toBe('reject');
    expect(many.spamScore).toBeGreaterThanOrEqual(SCREENING_THRESHOLDS.reject);
    for (const reason of many.reasons) expect(SCREENING_REASONS[reason.code]).toBeTruthy();
  });

  it('applies the text model to job ads only', () => {
    const job = scoreListing({ ...honestSofa, category: 'jobs' });
    const sofa = scoreListing(honestSofa);
    expect(job.textModel.applied).toBe(true);
    expect(sofa.textModel.applied).toBe(false);
    expect(sofa.reasons.map((r) => r.code)).not.toContain('text_model');
  });
});

describe('thresholds and the text model', () => {
  it('maps scores to actions at the production thresholds', () => {
    expect(actionFor(SCREENING_THRESHOLDS.review - 1)).toBe('approve');
    expect(actionFor(SCREENING_THRESHOLDS.review)).toBe('review');
    expect(actionFor(SCREENING_THRESHOLDS.reject)).toBe('reject');
    expect(textModelStrength(0.5)).toBe(0);
    expect(textModelStrength(TEXT_MODEL_REVIEW_AT)).toBeCloseTo(0.5);
    expect(textModelStrength(0.99)).toBeGreaterThanOrEqual(0.9);
  });

  it('learns from examples: trained on a few ads it tells similar ones apart', () => {
    const scams = ['earn cash fast from home no experience', 'easy money weekly pay from home', 'work from home earn per day no interview'];
    const honest = ['registered nurse for night shifts in our clinic', 'line cook for busy restaurant kitchen', 'warehouse forklift driver with licence'];
    const model = trainTextModel([
      ...scams.map((description) => ({ title: 'Job', description, scam: true })),
      ...honest.map((description) => ({ title: 'Job', description, scam: false })),
    ]);
    expect(scamProbability(model, 'Job', 'earn money from home fast')).toBeGreaterThan(scamProbability(model, 'Job', 'nurse for clinic night shifts'));
  });

  it('treats real and masked contact details alike', () => {
    expect(normaliseListingText('', 'Mail a@b.com or #EMAIL_abc123#')).toMatch(/xxemailxx.*xxemailxx/);
    expect(normaliseListingText('', 'See www.example.com and #URL_ff00#')).toMatch(/xxurlxx.*xxurlxx/);
    expect(isDisposableEmail('someone@eu.mailinator.com')).toBe(true);
    expect(isDisposableEmail('someone@gmail.com')).toBe(false);
  });
});

describe('the demo marketplace passes screening (false-positive sanity check)', () => {
  it('approves every demo listing in every city and category', () => {
    const rng = createRng(42);
    const now = new Date('2025-06-01T12:00:00Z');
    const held: string[] = [];
    let scored = 0;
    for (const city of CITIES) {
      for (const category of CATEGORY_SLUGS) {
        for (let i = 0; i < 3; i++) {
          const row = buildDemoListing(rng, { city, now, category });
          const result = scoreListing({ title: row.title, description: row.description, category: row.category, price: row.price ?? null, contactEmail: row.contactEmail });
          scored += 1;
          if (result.action !== 'approve') held.push(`${result.spamScore} ${row.title}: ${result.reasons.map((r) => r.code).join(', ')}`);
        }
      }
    }
    expect(scored).toBeGreaterThan(1000);
    expect(held).toEqual([]);
  });
});
