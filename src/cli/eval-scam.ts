/**
 * `npm run eval:scam -- FILE.jsonl`: a benchmark, not a test. Scores every labelled ad
 * as the product screens a new listing (scoreListing: text signals plus the text model)
 * and prints, at the production thresholds, how many scams are kept from the public
 * (held for review or rejected), how many honest ads are held back, the precision, and
 * the most common reasons. The text model is cross-validated: each ad is scored by a
 * model trained without its fold, and folds keep ads sharing a template together.
 *
 * Options: --folds N (default 5), --shipped (score with the shipped model instead: an
 * in-sample figure, shown for comparison only), --with-db (the lines arrive one by one
 * in a fresh in-memory database, one poster each, and are screened with the context the
 * product reads: near-duplicates of earlier lines, market price, posting velocity),
 * --replay-reviews (as --with-db, and listings held for review are then decided by
 * their label, as a moderator would: copies of rejected scams are caught),
 * --random-folds (folds that ignore templates: an optimistic reference).
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { loadReferenceData } from '../domain/reference-data/load-reference-data';
import { listings } from '../db/schema';
import { groupedFolds } from '../domain/moderation/cross-validation';
import { SCREENING_THRESHOLDS } from '../domain/moderation/moderation-status';
import { scoreListing, SHIPPED_TEXT_MODEL, type ScreeningContext, type ScreeningResult } from '../domain/moderation/score-listing';
import { screeningContextOf, STATUS_FOR_ACTION } from '../domain/moderation/screen-listing';
import { trainTextModel, type TextModel } from '../domain/moderation/text-classifier';
import { readLabelledAds } from './train-scam-model';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
if (!file) {
  console.error('Usage: npm run eval:scam -- FILE.jsonl [--folds 5] [--shipped | --random-folds] [--with-db] [--replay-reviews]');
  process.exit(2);
}
const foldsArg = args.indexOf('--folds');
const k = foldsArg >= 0 ? Number(args[foldsArg + 1]) : 5;
const shipped = args.includes('--shipped');
const replayReviews = args.includes('--replay-reviews');
const withDb = args.includes('--with-db') || replayReviews;

const ads = readLabelledAds(file);
const started = performance.now();
// --random-folds ignores templates: copies of one ad land on both sides, as they would
// between two samples of the same source. An upper reference, not the honest figure.
const randomFolds = args.includes('--random-folds');
const fold = randomFolds ? arrivalOrder(ads.length).map((_, i, order) => order.indexOf(i) % k) : groupedFolds(ads, k);
const models: (TextModel | null)[] = shipped
  ? new Array<TextModel>(k).fill(SHIPPED_TEXT_MODEL)
  : Array.from({ length: k }, (_, f) => trainTextModel(ads.filter((_, i) => fold[i] !== f)));

interface Scored {
  scam: boolean;
  full: ScreeningResult;
  rulesOnly: ScreeningResult;
}

const subjectOf = (ad: (typeof ads)[number]) => ({ title: ad.title, description: ad.description, category: ad.category, price: ad.price });
const scoreAd = (i: number, context: ScreeningContext): Scored => ({
  scam: ads[i]!.scam,
  full: scoreListing(subjectOf(ads[i]!), context, { model: models[fold[i]!] }),
  rulesOnly: scoreListing(subjectOf(ads[i]!), context, { model: null }),
});

/** A fixed shuffle, so the file's own order (grouped by source id) does not decide what came first. */
function arrivalOrder(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let seed = 20_240_601;
  for (let i = n - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The file as a live marketplace: lines arrive one by one (in a fixed shuffled order),
 * each by its own poster and in no city (the file's places follow its label, not what a
 * scammer would post). Each is screened against the lines before it, with the context
 * screen-listing.ts reads, and takes the state screening gives it; with
 * --replay-reviews, a listing held for review is then decided by its label, as a
 * moderator would.
 */
async function scoreThroughDatabase(): Promise<Scored[]> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await loadReferenceData(database.db);
    const start = Date.now() - ads.length * 60_000;
    const results: Scored[] = new Array<Scored>(ads.length);
    for (const [position, i] of arrivalOrder(ads.length).entries()) {
      const ad = ads[i]!;
      const [row] = await database.db
        .insert(listings)
        .values({
          title: ad.title.slice(0, 100),
          description: ad.description.slice(0, 2000),
          price: ad.price === null ? null : String(ad.price),
          category: ad.category,
          neighborhood: 'n/a',
          contactEmail: 'poster@example.com',
          userId: `eval-${i}`,
          moderationStatus: 'pending',
          createdAt: new Date(start + position * 60_000),
        })
        .returning();
      const context = await screeningContextOf(database.db, row!, row!.createdAt);
      const scored = scoreAd(i, context);
      results[i] = scored;
      const action = scored.full.action;
      const status = action === 'review' && replayReviews ? (ad.scam ? 'rejected' : 'approved') : STATUS_FOR_ACTION[action];
      await database.db.update(listings).set({ moderationStatus: status }).where(eq(listings.id, row!.id));
    }
    return results;
  } finally {
    await database.close();
  }
}

const scored: Scored[] = withDb ? await scoreThroughDatabase() : ads.map((_, i) => scoreAd(i, {}));
const seconds = (performance.now() - started) / 1000;

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);
const scams = scored.filter((s) => s.scam);
const honest = scored.filter((s) => !s.scam);

function line(label: string, pick: (s: Scored) => ScreeningResult, heldBack: (r: ScreeningResult) => boolean) {
  const tp = scams.filter((s) => heldBack(pick(s))).length;
  const fp = honest.filter((s) => heldBack(pick(s))).length;
  console.log(
    `${label.padEnd(44)} recall ${pct(tp, scams.length).padStart(6)}  FPR ${pct(fp, honest.length).padStart(6)}  precision ${pct(tp, tp + fp).padStart(6)}  (${tp}/${scams.length} scams, ${fp}/${honest.length} honest)`,
  );
}

console.log(`${file}: ${ads.length} ads (${scams.length} scams, ${honest.length} honest)`);
console.log(
  `Text model: ${shipped ? 'the shipped model (in-sample: optimistic)' : randomFolds ? `${k}-fold cross-validated, random folds (copies of an ad on both sides: optimistic)` : `${k}-fold cross-validated, ads sharing a template kept in one fold`}.`,
);
console.log(
  withDb
    ? `Context from a fresh database the lines arrive in one by one, one poster each: near-duplicates of earlier lines, market price (where lines have prices), velocity (none: one line per poster)${replayReviews ? '; listings held for review are decided by their label, as a moderator would' : ''}.`
    : 'Text only: no context (market price, near-duplicates, velocity, email); --with-db adds what a database of these lines gives.',
);
console.log(`Production thresholds: review at ${SCREENING_THRESHOLDS.review}, reject at ${SCREENING_THRESHOLDS.reject}\n`);
line('kept from public (review + reject)', (s) => s.full, (r) => r.action !== 'approve');
line('rejected outright', (s) => s.full, (r) => r.action === 'reject');
line(`rules alone (no text model)${withDb ? ', with context' : ''}`, (s) => s.rulesOnly, (r) => r.action !== 'approve');

// How the score trades recall against false positives, to show what other thresholds would give.
const sweep = (scores: { scam: boolean; score: number }[]) => {
  const thresholds = [...new Set(scores.map((s) => s.score))].sort((a, b) => a - b);
  const at = (t: number) => ({
    t,
    recall: scores.filter((s) => s.scam && s.score >= t).length / scams.length,
    fpr: scores.filter((s) => !s.scam && s.score >= t).length / honest.length,
  });
  const points = thresholds.map(at);
  const bestUnder1 = points.filter((p) => p.fpr <= 0.01).sort((a, b) => b.recall - a.recall)[0];
  const at99 = points.filter((p) => p.recall >= 0.99).sort((a, b) => a.fpr - b.fpr)[0];
  return { bestUnder1, at99 };
};
const curve = sweep(scored.map((s) => ({ scam: s.scam, score: s.full.spamScore })));
console.log(
  `\nAt ≤1% honest held back, the best threshold (${curve.bestUnder1?.t ?? '—'}) keeps ${curve.bestUnder1 ? pct(curve.bestUnder1.recall, 1) : '—'} of scams from the public.`,
);
console.log(`To keep 99% of scams from the public (threshold ${curve.at99?.t ?? '—'}), ${curve.at99 ? pct(curve.at99.fpr, 1) : '—'} of honest ads would be held back.`);
console.log('Other review thresholds:');
for (const t of [10, 20, 30, 40, 50, 60, 70]) {
  const held = (group: Scored[]) => group.filter((s) => s.full.spamScore >= t).length;
  console.log(`  ${String(t).padStart(3)}: recall ${pct(held(scams), scams.length).padStart(6)}  FPR ${pct(held(honest), honest.length).padStart(6)}`);
}

console.log('\nSignals (fires on scams / on honest ads):');
const codes = [...new Set(scored.flatMap((s) => s.full.reasons.map((r) => r.code)))];
const fires = (group: Scored[], code: string) => group.filter((s) => s.full.reasons.some((r) => r.code === code)).length;
codes
  .map((code) => ({ code, scam: fires(scams, code), honest: fires(honest, code) }))
  .sort((a, b) => b.scam + b.honest - (a.scam + a.honest))
  .forEach(({ code, scam, honest: h }) => console.log(`  ${code.padEnd(24)} ${pct(scam, scams.length).padStart(6)} / ${pct(h, honest.length).padStart(6)}`));

console.log('\nMost common reasons among listings kept from the public:');
const counts = new Map<string, number>();
for (const s of scored) if (s.full.action !== 'approve') for (const r of s.full.reasons) counts.set(r.code, (counts.get(r.code) ?? 0) + 1);
[...counts.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
  .forEach(([code, n]) => console.log(`  ${String(n).padStart(4)}  ${code}`));
console.log(`\n${ads.length} ads scored in ${seconds.toFixed(1)} s (including ${shipped ? 0 : k} trainings).`);
