/**
 * `npm run eval:price -- FILE.jsonl [--sample N]` — a benchmark, not a test.
 * Loads the listings of FILE into a fresh database, then for a sample of them estimates
 * each price from the others exactly as the product does (leave-one-out), and prints
 * the median absolute percentage error, the share that got an estimate, and how often
 * the estimate fell within ±20% for high-confidence answers versus the rest.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createRng, shuffle } from '../demo/random';
import { refreshPlannerStatistics } from '../db/maintenance';
import { listings, type NewListingRow } from '../db/schema';
import { analysePrice, type PriceAnalysis } from '../domain/pricing/analyse-price';
import { CONDITIONS } from '../domain/taxonomy/conditions';
import { openTestDatabase } from '../testing/test-database';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { sample: { type: 'string', default: '1500' }, seed: { type: 'string', default: '1' } },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run eval:price -- FILE.jsonl [--sample N]');
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
  currency: string;
  price: number;
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
const records: (NewListingRow & { id: string })[] = rows.map((row, i) => ({
  id: crypto.randomUUID(),
  title: row.title.slice(0, 100),
  description: (row.description ?? '').slice(0, 2000),
  price: row.price.toFixed(2),
  currency: row.currency,
  category: row.category.slice(0, 50),
  subcategory: row.subcategory?.slice(0, 50) ?? null,
  condition: row.condition && (CONDITIONS as readonly string[]).includes(row.condition) ? row.condition : null,
  neighborhood: (row.neighborhood ?? row.city).slice(0, 100),
  contactEmail: 'eval@example.com',
  userId: 'eval',
  city: row.city.slice(0, 100),
  moderationStatus: 'approved',
  createdAt: new Date(now - i * 1000),
}));
for (let i = 0; i < records.length; i += 1000) await db.insert(listings).values(records.slice(i, i + 1000));
await refreshPlannerStatistics(db);
console.log(`Loaded ${records.length} listings from ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.engine}).`);

const sample = shuffle(createRng(Number(values.seed)), records).slice(0, Number(values.sample));
const results: { price: number; analysis: PriceAnalysis }[] = [];
const analyseStarted = Date.now();
for (const record of sample) {
  const analysis = await analysePrice(db, {
    id: record.id,
    title: record.title,
    description: record.description,
    category: record.category,
    subcategory: record.subcategory ?? null,
    condition: record.condition ?? null,
    currency: record.currency ?? 'USD',
    city: record.city ?? null,
    price: record.price ?? null,
  });
  results.push({ price: Number(record.price), analysis });
}
const msEach = (Date.now() - analyseStarted) / sample.length;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
};
const estimated = results.filter((r) => r.analysis.marketAverage !== null && r.analysis.status !== 'insufficient_data');
const errors = estimated.map((r) => Math.abs(r.analysis.marketAverage! - r.price) / r.price);
const within = (group: typeof estimated) =>
  group.length ? group.filter((r) => Math.abs(r.analysis.marketAverage! - r.price) / r.price <= 0.2).length / group.length : Number.NaN;
const high = estimated.filter((r) => r.analysis.confidence > 0.7);
const rest = estimated.filter((r) => r.analysis.confidence <= 0.7);
const pct = (n: number) => (Number.isNaN(n) ? 'n/a' : `${(n * 100).toFixed(1)}%`);
const statuses = new Map<string, number>();
for (const r of results) statuses.set(r.analysis.status, (statuses.get(r.analysis.status) ?? 0) + 1);

console.log(`\nLeave-one-out on ${sample.length} of ${records.length} listings (${msEach.toFixed(1)} ms each):`);
console.log(`  got an estimate                 ${pct(estimated.length / sample.length)}`);
console.log(`  median absolute % error         ${pct(median(errors))}`);
console.log(`  within ±20%, confidence > 0.7   ${pct(within(high))}  (${high.length} listings)`);
console.log(`  within ±20%, confidence ≤ 0.7   ${pct(within(rest))}  (${rest.length} listings)`);
console.log(`  verdicts: ${[...statuses].map(([status, n]) => `${status} ${n}`).join(', ')}`);
await database.close();
