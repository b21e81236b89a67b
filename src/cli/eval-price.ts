/**
 * `npm run eval:price -- FILE.jsonl [--sample N] [--seed S] [--fit]` — a benchmark, not a test.
 * Loads the listings of FILE into a fresh database (their attributes read from the text as
 * the product does, a car's make and model as a seller picks them from the form's list),
 * then for a sample of them estimates each price from the others exactly as the product
 * does (leave-one-out), and prints the median absolute percentage error, the share within
 * ±20 %, how often the 80 % interval held the true price, and the calibration table: the
 * stated confidence against the measured share within ±20 %, in bands.
 *
 * `EVAL_DEBUG=N` prints the N worst estimates with their attributes; `EVAL_DUMP=FILE` writes
 * every estimate with its evidence as JSON lines, for analysis.
 *
 * `--fit` also estimates the next N listings of the same shuffle (never those reported on)
 * and prints the calibration table and interval scale for price-calibration.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createRng, shuffle } from '../demo/random';
import { refreshPlannerStatistics } from '../db/maintenance';
import { listings, type NewListingRow } from '../db/schema';
import type { ListingAttributes } from '../domain/attributes/attribute-definitions';
import { extractAttributes } from '../domain/attributes/extract-attributes';
import { findMake, VEHICLE_MAKES } from '../domain/attributes/make-lists';
import { MIN_COMPARABLES, Z80, estimatePrice, type PriceEstimate } from '../domain/pricing/analyse-price';
import { evidenceFeatures, fitHitRateTable, fitLogisticModel, scoreWith } from '../domain/pricing/price-calibration';
import { pricingFamilyOf } from '../domain/pricing/pricing-facts';
import { CONDITIONS } from '../domain/taxonomy/conditions';
import { impliedPriceUnit } from '../domain/taxonomy/price-units';
import { openTestDatabase } from '../testing/test-database';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sample: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    fit: { type: 'boolean', default: false },
  },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run eval:price -- FILE.jsonl [--sample N] [--seed S] [--fit]');
  process.exit(2);
}

interface EvalRow {
  title: string;
  description: string | null;
  category: string;
  subcategory: string | null;
  condition: string | null;
  neighborhood?: string | null;
  city: string;
  country?: string | null;
  currency: string;
  price: number;
  /** The car file's make and model, as chosen from a list ("volkswagen", "golf"; "andere" = other). */
  brand?: string | null;
  model?: string | null;
}

const words = (name: string) => name.replace(/_/g, ' ').replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** What the seller's form would have stored: facts read from the text, the make and model as picked. */
function attributesOf(row: EvalRow): { attributes: ListingAttributes; source: 'seller' | 'extracted' | null } {
  const extracted = extractAttributes(`${row.title}\n${row.description ?? ''}`, {
    category: row.category,
    subcategory: row.subcategory,
    countryCode: row.country ?? null,
  });
  if (!row.brand) return { attributes: extracted, source: Object.keys(extracted).length > 0 ? 'extracted' : null };
  const make = findMake(VEHICLE_MAKES, row.brand.replace(/_/g, ' '))?.name ?? words(row.brand);
  const model = row.model && !/^(andere|other)$/i.test(row.model) ? words(row.model) : undefined;
  const { make: _make, model: _model, ...rest } = extracted;
  return { attributes: { ...rest, make, ...(model ? { model } : {}) }, source: 'seller' };
}

const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as EvalRow)
  .filter((row) => Number.isFinite(row.price) && row.price > 0 && row.price < 1e8);

const database = await openTestDatabase();
const { db } = database;
const started = Date.now();
const now = Date.now();
const records: (NewListingRow & { id: string })[] = rows.map((row, i) => {
  const { attributes, source } = attributesOf(row);
  return {
    id: crypto.randomUUID(),
    title: row.title.slice(0, 100),
    description: (row.description ?? '').slice(0, 2000),
    price: row.price.toFixed(2),
    priceUnit: impliedPriceUnit(row.category, row.subcategory) ?? null,
    currency: row.currency,
    category: row.category.slice(0, 50),
    subcategory: row.subcategory?.slice(0, 50) ?? null,
    condition: row.condition && (CONDITIONS as readonly string[]).includes(row.condition) ? row.condition : null,
    neighborhood: (row.neighborhood ?? row.city).slice(0, 100),
    contactEmail: 'eval@example.com',
    userId: 'eval',
    city: row.city.slice(0, 100),
    countryCode: row.country?.slice(0, 2) ?? null,
    attributes,
    attributesSource: source,
    moderationStatus: 'approved',
    createdAt: new Date(now - i * 1000),
  };
});
for (let i = 0; i < records.length; i += 1000) await db.insert(listings).values(records.slice(i, i + 1000));
await refreshPlannerStatistics(db);
console.log(`Loaded ${records.length} listings from ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.engine}).`);

interface Result {
  price: number;
  estimate: PriceEstimate | null;
}

async function estimateAll(sample: typeof records): Promise<{ results: Result[]; msEach: number }> {
  const results: Result[] = [];
  const began = performance.now();
  for (const record of sample) {
    // The listing as the product passes it: its row, its stored attributes, its own id left out.
    const estimate = await estimatePrice(db, {
      id: record.id,
      title: record.title,
      description: record.description,
      category: record.category,
      subcategory: record.subcategory ?? null,
      condition: record.condition ?? null,
      currency: record.currency ?? 'USD',
      city: record.city ?? null,
      countryCode: record.countryCode ?? null,
      neighborhood: record.neighborhood,
      priceUnit: record.priceUnit ?? null,
      attributes: record.attributes ?? {},
      price: record.price ?? null,
    });
    // As analysePrice: fewer comparables than MIN_COMPARABLES and no verdict is given.
    results.push({ price: Number(record.price), estimate: estimate.estimate !== null && estimate.samples >= MIN_COMPARABLES ? estimate : null });
  }
  return { results, msEach: (performance.now() - began) / sample.length };
}

const sampleSize = Number(values.sample);
const shuffled = shuffle(createRng(Number(values.seed)), records);
const sample = shuffled.slice(0, sampleSize);
const { results, msEach } = await estimateAll(sample);

const errorOf = (r: Result) => Math.abs(r.estimate!.estimate - r.price) / r.price;
const hit = (r: Result) => errorOf(r) <= 0.2;
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
};
const share = (list: Result[], test: (r: Result) => boolean) => (list.length ? list.filter(test).length / list.length : Number.NaN);
const pct = (n: number) => (Number.isNaN(n) ? 'n/a' : `${(n * 100).toFixed(1)}%`);

const estimated = results.filter((r) => r.estimate !== null);
const confident = estimated.filter((r) => r.estimate!.confidence > 0.7);
const inInterval = (r: Result) => r.price >= r.estimate!.interval.low && r.price <= r.estimate!.interval.high;

console.log(`\nLeave-one-out on ${sample.length} of ${records.length} listings (${msEach.toFixed(1)} ms per estimate):`);
console.log(`  got an estimate                   ${pct(estimated.length / sample.length)}`);
console.log(`  median absolute % error           ${pct(median(estimated.map(errorOf)))}`);
console.log(`  within ±20%                       ${pct(share(estimated, hit))}`);
console.log(`  confidence > 0.7                  ${pct(confident.length / sample.length)} of listings (${confident.length})`);
console.log(`  within ±20%, confidence > 0.7     ${pct(share(confident, hit))}`);
console.log(`  median abs % error, conf. > 0.7   ${pct(median(confident.map(errorOf)))}`);
console.log(`  80% interval held the price       ${pct(share(estimated, inInterval))}`);

const BANDS: [number, number][] = [
  [0, 0.3],
  [0.3, 0.4],
  [0.4, 0.5],
  [0.5, 0.6],
  [0.6, 0.7],
  [0.7, 0.8],
  [0.8, 0.9],
  [0.9, 1.01],
];
console.log('\n  Calibration: stated confidence vs measured share within ±20%');
console.log('  | stated confidence | listings | mean stated | measured within ±20% |');
console.log('  |---|---|---|---|');
for (const [from, to] of BANDS) {
  const band = estimated.filter((r) => r.estimate!.confidence >= from && r.estimate!.confidence < to);
  if (band.length === 0) continue;
  const stated = band.reduce((sum, r) => sum + r.estimate!.confidence, 0) / band.length;
  console.log(`  | ${from.toFixed(1)}–${Math.min(1, to).toFixed(1)} | ${band.length} | ${stated.toFixed(2)} | ${pct(share(band, hit))} |`);
}

if (process.env.EVAL_DEBUG) {
  const worst = sample
    .map((record, i) => ({ record, r: results[i]! }))
    .filter((x) => x.r.estimate)
    .sort((a, b) => errorOf(b.r) - errorOf(a.r));
  for (const { record, r } of worst.slice(0, Number(process.env.EVAL_DEBUG))) {
    console.log(
      `${r.price} est ${r.estimate!.estimate} raw ${r.estimate!.rawConfidence.toFixed(2)} n ${r.estimate!.samples} | ${record.title} | ${record.description} | ${JSON.stringify(record.attributes)}`,
    );
  }
}

const dump: string[] = [];
const dumpOf = (part: string, list: typeof records, found: Result[]) =>
  list.forEach((record, i) => {
    const r = found[i]!;
    dump.push(
      JSON.stringify({
        part,
        price: r.price,
        estimate: r.estimate?.estimate ?? null,
        confidence: r.estimate?.confidence ?? null,
        samples: r.estimate?.samples ?? null,
        evidence: r.estimate?.evidence ?? null,
        title: record.title,
        description: record.description,
        neighborhood: record.neighborhood,
        attributes: record.attributes,
      }),
    );
  });
dumpOf('reported', sample, results);

if (values.fit) {
  // Fitted on other listings than those reported above, so the table above is judged out of sample.
  const fitSample = shuffled.slice(sampleSize, 2 * sampleSize);
  const { results: fitting } = await estimateAll(fitSample);
  dumpOf('fit', fitSample, fitting);
  const fitted = fitting.filter((r) => r.estimate !== null);
  const family = pricingFamilyOf(sample[0]!.category, sample[0]!.subcategory ?? null);
  const ratios = fitted.map((r) => Math.abs(Math.log(r.price / r.estimate!.estimate)) / r.estimate!.sigma).sort((a, b) => a - b);
  const intervalScale = ratios[Math.floor(ratios.length * 0.8)]! / Z80;
  const model = fitLogisticModel(fitted.map((r) => ({ features: evidenceFeatures(r.estimate!.evidence), hit: hit(r) })));
  const table = fitHitRateTable(fitted.map((r) => ({ raw: scoreWith(model, r.estimate!.evidence), hit: hit(r) })));
  console.log(`\nCalibration for '${family}', fitted on ${fitted.length} other listings of ${file.split('/').at(-1)}:`);
  console.log(JSON.stringify({ model, hitRate: table, intervalScale: Math.round(intervalScale * 100) / 100 }));
  // What the reported listings would have said with it: still out of sample, since nothing above saw them.
  const interpolate = (x: number) => {
    if (x <= table[0]![0]) return table[0]![1];
    for (let i = 1; i < table.length; i += 1) {
      const [x1, y1] = table[i]!;
      const [x0, y0] = table[i - 1]!;
      if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / Math.max(1e-9, x1 - x0);
    }
    return table.at(-1)![1];
  };
  const refitted = estimated.map((r) => ({ r, confidence: interpolate(scoreWith(model, r.estimate!.evidence)) }));
  const sure = refitted.filter((x) => x.confidence > 0.7);
  console.log(
    `  with it, on the reported listings: confidence > 0.7 on ${pct(sure.length / sample.length)}, of those within ±20% ${pct(
      share(
        sure.map((x) => x.r),
        hit,
      ),
    )}`,
  );
  for (const [from, to] of BANDS) {
    const band = refitted.filter((x) => x.confidence >= from && x.confidence < to);
    if (band.length === 0) continue;
    const stated = band.reduce((sum, x) => sum + x.confidence, 0) / band.length;
    console.log(
      `  | ${from.toFixed(1)}–${Math.min(1, to).toFixed(1)} | ${band.length} | ${stated.toFixed(2)} | ${pct(
        share(
          band.map((x) => x.r),
          hit,
        ),
      )} |`,
    );
  }
}
if (process.env.EVAL_DUMP) writeFileSync(process.env.EVAL_DUMP, dump.join('\n') + '\n');
await database.close();
