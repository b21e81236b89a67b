/**
 * `npm run eval:scam [-- FILE.jsonl|DIR]`: a benchmark, not a test. Scores labelled ads
 * as the product screens a new listing (scoreListing: text signals, the text model and
 * the listing's context) and prints how many scams are kept from the public (held for
 * review or rejected) against how many honest ads are held back, the threshold curve,
 * and how often each signal fires.
 *
 * Without a file it evaluates both sets in one run: the EMSCAD job ads
 * (/work/shared/data/eval, text only, as before) and Cityboard's own labelled set
 * (src/domain/moderation/labelled-ads, with its context through a database).
 *
 * The text model never scores an ad whose template it was trained on. Job ads: k-fold
 * cross-validation, ads sharing a template in one fold, each fold's model also trained
 * on the labelled set's training part. Labelled set: its training part is
 * cross-validated the same way (folds by template id, each fold's model also trained on
 * the job ads), and its held-out templates are scored by a model trained on everything
 * the shipped one is (train:scam) — the shipped model's own figure.
 *
 * Options: --folds N (default 5); --shipped (score with the shipped model instead:
 * in-sample, for contrast only); --with-db (lines arrive one by one in a fresh
 * in-memory database and are screened with the context the product reads:
 * near-duplicates, reused photos and contact addresses, the poster's rejected listings,
 * velocity; on by default for the labelled set, whose lines carry posters, cities,
 * contact addresses, photos and market estimates); --no-context (the labelled set
 * without any of it); --replay-reviews (as --with-db, and listings held for review are
 * then decided by their label, as a moderator would); --random-folds (folds that ignore
 * templates: an optimistic reference).
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { listings, mediaUploads } from '../db/schema';
import { MEDIA_URL_PREFIX, uploadKey } from '../domain/media/media-keys';
import { groupedFolds, templateKeyOf } from '../domain/moderation/cross-validation';
import { SCREENING_THRESHOLDS } from '../domain/moderation/moderation-status';
import { scoreListing, SHIPPED_TEXT_MODEL, type ScreeningContext, type ScreeningResult } from '../domain/moderation/score-listing';
import { screeningContextOf, STATUS_FOR_ACTION } from '../domain/moderation/screen-listing';
import { trainTextModel, type TextModel } from '../domain/moderation/text-classifier';
import { loadReferenceData } from '../domain/reference-data/load-reference-data';
import { isHeldOut, JOB_ADS_FILE, LABELLED_ADS_DIR, readLabelledAds, weighted, type LabelledAd } from './train-scam-model';

const args = process.argv.slice(2);
const foldsArg = args.indexOf('--folds');
const k = foldsArg >= 0 ? Number(args[foldsArg + 1]) : 5;
const shipped = args.includes('--shipped');
const replayReviews = args.includes('--replay-reviews');
const noContext = args.includes('--no-context');
const randomFolds = args.includes('--random-folds');
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--folds');

interface Scored {
  ad: LabelledAd;
  /** How the text model that scored it was trained: a fold of the cross-validation, or the held-out split. */
  part: 'cv' | 'held-out';
  full: ScreeningResult;
  rulesOnly: ScreeningResult;
}

/** A fixed shuffle, so the job file's own order (grouped by source id) does not decide what came first. */
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

/** A 16-hex perceptual hash standing for a photo id of the labelled set (the same id, the same picture). */
function hashOfPhoto(photo: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < photo.length; i++) {
    a = Math.imul(a ^ photo.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ photo.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

/**
 * Scores a set: each ad by a text model that never saw its template, with the context
 * `contextOf` gives (a database's, or none).
 */
async function scoreSet(ads: LabelledAd[], extraTraining: LabelledAd[], withDb: boolean): Promise<Scored[]> {
  const groupOf = (ad: LabelledAd) => ad.template ?? templateKeyOf(ad);
  const inCv = ads.map((ad) => !isHeldOut(ad));
  const cvIndexes = ads.flatMap((_, i) => (inCv[i] ? [i] : []));
  const cvAds = cvIndexes.map((i) => ads[i]!);
  const cvFold = randomFolds ? cvAds.map((_, i) => arrivalOrder(cvAds.length).indexOf(i) % k) : groupedFolds(cvAds, k, groupOf);
  const fold = new Array<number>(ads.length).fill(-1);
  cvIndexes.forEach((index, position) => (fold[index] = cvFold[position]!));
  const train = (examples: LabelledAd[]) => trainTextModel(weighted(examples));
  const foldModels: TextModel[] = shipped
    ? []
    : Array.from({ length: k }, (_, f) => train([...cvAds.filter((_, i) => cvFold[i] !== f), ...extraTraining]));
  const heldOutModel = shipped || cvIndexes.length === ads.length ? SHIPPED_TEXT_MODEL : train([...cvAds, ...extraTraining]);
  const modelOf = (i: number) => (shipped ? SHIPPED_TEXT_MODEL : fold[i]! >= 0 ? foldModels[fold[i]!]! : heldOutModel);

  const score = (i: number, context: ScreeningContext): Scored => {
    const ad = ads[i]!;
    const subject = {
      title: ad.title,
      description: ad.description,
      category: ad.category,
      subcategory: ad.subcategory,
      price: ad.price,
      contactEmail: ad.contact,
    };
    const withMarket: ScreeningContext = noContext ? {} : { ...context, market: ad.market ?? context.market ?? null };
    return {
      ad,
      part: fold[i]! >= 0 ? 'cv' : 'held-out',
      full: scoreListing(subject, withMarket, { model: modelOf(i) }),
      rulesOnly: scoreListing(subject, withMarket, { model: null }),
    };
  };
  if (!withDb) return ads.map((_, i) => score(i, {}));

  // The set as a live marketplace: lines arrive one by one, each screened against the
  // lines before it with the context screen-listing.ts reads, and each takes the state
  // screening gives it. Lines with a poster arrive in file order (a stolen photo comes
  // after its original); the job file, without, in a fixed shuffle, one poster each.
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await loadReferenceData(database.db);
    const ordered = ads.every((ad) => ad.poster) ? ads.map((_, i) => i) : arrivalOrder(ads.length);
    const start = Date.now() - ads.length * 60_000;
    const results = new Array<Scored>(ads.length);
    for (const [position, i] of ordered.entries()) {
      const ad = ads[i]!;
      const [row] = await database.db
        .insert(listings)
        .values({
          title: ad.title.slice(0, 100),
          description: ad.description.slice(0, 2000),
          price: ad.price === null ? null : String(ad.price),
          category: ad.category,
          subcategory: ad.subcategory,
          neighborhood: 'n/a',
          contactEmail: ad.contact ?? `poster-${i}@example.com`,
          userId: ad.poster ?? `eval-${i}`,
          city: ad.city,
          moderationStatus: 'pending',
          createdAt: new Date(start + position * 60_000),
        })
        .returning();
      let screened = row!;
      if (ad.photos.length > 0) {
        // As posting leaves a listing with photos: uploads claimed by it, their URLs in images.
        const uploads = await database.db
          .insert(mediaUploads)
          .values(
            ad.photos.map((photo) => ({
              userId: row!.userId,
              status: 'ready',
              perceptualHash: hashOfPhoto(photo),
              listingId: row!.id,
              expiresAt: new Date(Date.now() + 86_400_000),
            })),
          )
          .returning({ id: mediaUploads.id });
        const images = uploads.map((upload) => `${MEDIA_URL_PREFIX}/${uploadKey(upload.id)}`);
        await database.db.update(listings).set({ images }).where(eq(listings.id, row!.id));
        screened = { ...screened, images };
      }
      const context = await screeningContextOf(database.db, screened, screened.createdAt);
      const scored = score(i, context);
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

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);

function report(name: string, scored: Scored[], context: string) {
  const scams = scored.filter((s) => s.ad.scam);
  const honest = scored.filter((s) => !s.ad.scam);
  const line = (label: string, group: Scored[], pick: (s: Scored) => ScreeningResult, heldBack: (r: ScreeningResult) => boolean) => {
    const sc = group.filter((s) => s.ad.scam);
    const ho = group.filter((s) => !s.ad.scam);
    const tp = sc.filter((s) => heldBack(pick(s))).length;
    const fp = ho.filter((s) => heldBack(pick(s))).length;
    console.log(
      `${label.padEnd(46)} scams kept ${pct(tp, sc.length).padStart(6)}  honest held ${pct(fp, ho.length).padStart(6)}  precision ${pct(tp, tp + fp).padStart(6)}  (${tp}/${sc.length} scams, ${fp}/${ho.length} honest)`,
    );
  };
  const kept = (r: ScreeningResult) => r.action !== 'approve';
  console.log(`\n=== ${name}: ${scored.length} ads (${scams.length} scams, ${honest.length} honest)`);
  console.log(context);
  console.log(`Production thresholds: review at ${SCREENING_THRESHOLDS.review}, reject at ${SCREENING_THRESHOLDS.reject}\n`);
  line('kept from public (review + reject)', scored, (s) => s.full, kept);
  line(
    'rejected outright',
    scored,
    (s) => s.full,
    (r) => r.action === 'reject',
  );
  line('rules and context alone (no text model)', scored, (s) => s.rulesOnly, kept);
  const heldOut = scored.filter((s) => s.part === 'held-out');
  if (heldOut.length > 0 && heldOut.length < scored.length) {
    line(
      '  cross-validated part',
      scored.filter((s) => s.part === 'cv'),
      (s) => s.full,
      kept,
    );
    line('  held-out templates (the shipped model)', heldOut, (s) => s.full, kept);
  }
  const batches = [...new Set(scored.map((s) => s.ad.batch))].sort();
  if (batches.length > 1)
    for (const batch of batches)
      line(
        `  batch ${batch}${batch === 2 ? ' (written after the rules were fixed)' : ''}`,
        scored.filter((s) => s.ad.batch === batch),
        (s) => s.full,
        kept,
      );
  const langs = [...new Set(scored.map((s) => s.ad.lang).filter((l): l is string => l !== null))];
  if (langs.length > 1)
    for (const lang of langs)
      line(
        `  ${lang}`,
        scored.filter((s) => s.ad.lang === lang),
        (s) => s.full,
        kept,
      );
  const categories = [...new Set(scored.map((s) => s.ad.category))];
  if (categories.length > 1)
    for (const category of categories)
      line(
        `  ${category}`,
        scored.filter((s) => s.ad.category === category),
        (s) => s.full,
        kept,
      );

  // The threshold curve: what each review threshold would keep from the public and hold back.
  const points = [...new Set([...scored.map((s) => s.full.spamScore), 10, 20, 30, 40, 50, 60, 70, 80, 90])]
    .sort((a, b) => a - b)
    .map((t) => ({
      t,
      recall: scams.filter((s) => s.full.spamScore >= t).length / Math.max(1, scams.length),
      fpr: honest.filter((s) => s.full.spamScore >= t).length / Math.max(1, honest.length),
    }));
  const bestUnder1 = points.filter((p) => p.fpr <= 0.01).sort((a, b) => b.recall - a.recall || a.t - b.t)[0];
  console.log(
    `\nAt ≤1% honest held back, the best review threshold (${bestUnder1?.t ?? '—'}) keeps ${bestUnder1 ? pct(bestUnder1.recall, 1) : '—'} of scams from the public.`,
  );
  console.log('Threshold curve (review threshold: share of scams kept from the public / share of honest ads held back):');
  for (const t of [10, 20, 30, 40, 45, 50, 55, 60, 70, 80, 90]) {
    const p = points.filter((q) => q.t >= t)[0] ?? { t, recall: 0, fpr: 0 };
    console.log(
      `  ${String(t).padStart(3)}${t === SCREENING_THRESHOLDS.review ? '*' : ' '}  scams kept ${pct(p.recall, 1).padStart(6)}  honest held ${pct(p.fpr, 1).padStart(6)}`,
    );
  }

  console.log('\nSignals (fires on scams / on honest ads):');
  const codes = [...new Set(scored.flatMap((s) => s.full.reasons.map((r) => r.code)))];
  const fires = (group: Scored[], code: string) => group.filter((s) => s.full.reasons.some((r) => r.code === code)).length;
  codes
    .map((code) => ({ code, scam: fires(scams, code), honest: fires(honest, code) }))
    .sort((a, b) => b.scam + b.honest - (a.scam + a.honest))
    .forEach(({ code, scam, honest: h }) =>
      console.log(`  ${code.padEnd(24)} ${pct(scam, scams.length).padStart(6)} / ${pct(h, honest.length).padStart(6)}`),
    );
  const held = honest.filter((s) => kept(s.full));
  if (held.length > 0) {
    console.log('\nHonest ads held back:');
    for (const s of held)
      console.log(`  ${s.full.spamScore}  ${s.ad.template ?? ''} ${s.ad.title.slice(0, 60)}: ${s.full.reasons.map((r) => r.code).join(', ')}`);
  }
}

const modelLine = shipped
  ? 'Text model: the shipped model (in-sample: optimistic).'
  : randomFolds
    ? `Text model: ${k}-fold cross-validated, random folds (copies of an ad on both sides: optimistic).`
    : `Text model: ${k}-fold cross-validated, ads sharing a template kept in one fold; held-out templates scored by the model train:scam ships.`;

async function evaluate(path: string, defaultDb: boolean) {
  const started = performance.now();
  const ads = readLabelledAds(path);
  const ownSet = ads.some((ad) => ad.template !== null);
  const extraTraining = ownSet ? readLabelledAds(JOB_ADS_FILE) : readLabelledAds(LABELLED_ADS_DIR).filter((ad) => !isHeldOut(ad));
  const withDb = !noContext && (args.includes('--with-db') || replayReviews || defaultDb);
  const scored = await scoreSet(ads, extraTraining, withDb);
  const context = withDb
    ? `Context from a fresh database the lines arrive in one by one: near-duplicates, photos and contact addresses of earlier lines, posters' rejected listings, velocity${ownSet ? ', market estimates written with the ads' : ''}${replayReviews ? '; listings held for review are decided by their label, as a moderator would' : ''}.`
    : `No database context${ownSet && !noContext ? ' (market estimates written with the ads only)' : ''}; --with-db adds what a database of these lines gives.`;
  report(path, scored, `${modelLine}\n${context}`);
  console.log(`\n${ads.length} ads scored in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (file) {
  await evaluate(
    file,
    readLabelledAds(file).some((ad) => ad.poster !== null),
  );
} else {
  await evaluate(JOB_ADS_FILE, false);
  await evaluate(LABELLED_ADS_DIR, true);
}
