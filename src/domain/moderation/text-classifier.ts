/**
 * A small text classifier for scam screening: logistic regression over hashed words and
 * word pairs, trained by `npm run train:scam` and shipped as a JSON file of weights. It
 * runs in microseconds, needs nothing downloaded, and its training is pure code here so
 * the evaluation can retrain it per fold (cross-validation) exactly as the script does.
 *
 * Two optional parts, both learned from the training data only (so a cross-validation
 * fold's model knows nothing of the fold it scores):
 * - signatures of known scams: each training scam's rarest features. A weighted sum over
 *   hundreds of features dilutes the one paragraph a scam network pastes into every ad
 *   under a new company's name; how much of a known scam's signature an ad shares adds
 *   to its log-odds, as a nearest-neighbour vote would.
 * - a calibration: where honest ads end on the model's probability scale, per group of
 *   categories, measured by cross-validation inside the training data.
 */
import { templateKeyOf } from './cross-validation';
import { normaliseListingText, wordsOf } from './listing-text';

/** Where on the model's probability scale its evidence starts to count, and where it alone holds a listing. */
export interface TextModelScale {
  from: number;
  reviewAt: number;
}

export interface TextModel {
  /** Features are hashed into this many buckets. */
  buckets: number;
  bias: number;
  /** Sparse weights: bucket index → weight (buckets not listed weigh 0). */
  weights: Record<string, number>;
  /** Known scams' signatures: each one's rarest feature buckets, in its text's order (see trainTextModel). */
  signatures?: number[][];
  /** Rarity of feature buckets in the training ads (inverse document frequency), where more than one ad holds them; the rest are as rare as can be, `maxIdf`. */
  idf?: Record<string, number>;
  maxIdf?: number;
  /** Added to the log-odds for an ad holding a known scam's whole signature (in proportion to the share it holds). */
  signatureWeight?: number;
  /** Per group of categories (calibrate.groupOf), the scale measured on honest training ads by inner cross-validation. */
  scales?: Record<string, TextModelScale>;
  /** Where the weights came from, for a person reading the file. */
  trainedOn?: string;
}

export interface TrainingExample {
  title: string;
  description: string;
  scam: boolean;
  /** The ad's category (used by calibration's groups). */
  category?: string;
  /** The template group (variants of one ad stay on one side of the inner cross-validation); the start of the text if absent. */
  template?: string | null;
}

export interface Calibration {
  /** The scale group of a category (e.g. job ads apart from other classifieds). */
  groupOf(category: string): string;
  /** Share of honest held-out training ads a scale's `from` and `reviewAt` must stay above (e.g. 0.99 and 0.995). */
  fromQuantile: number;
  reviewQuantile: number;
  /** Folds of the inner cross-validation. */
  folds: number;
}

export interface TrainOptions {
  buckets?: number;
  epochs?: number;
  learningRate?: number;
  /** L2 penalty: larger keeps weights small and the model humble. */
  l2?: number;
  /** Weights smaller than this are dropped from the stored model. */
  prune?: number;
  /** Features per known-scam signature (0: none). */
  signatureSize?: number;
  signatureWeight?: number;
  /** Measure the probability scale on honest ads by inner cross-validation (see TextModel.scales). */
  calibration?: Calibration | null;
}

const DEFAULTS: Required<TrainOptions> = {
  buckets: 1 << 15,
  epochs: 5,
  learningRate: 0.1,
  l2: 1e-4,
  prune: 0.01,
  signatureSize: 0,
  signatureWeight: 0,
  calibration: null,
};

/** FNV-1a: a stable 32-bit hash, the same in every runtime. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Numbers become shapes ("$400" → "$n", "2018" → "n") so amounts generalise. */
function shape(word: string): string {
  if (/^\$\d/.test(word)) return '$n';
  if (/^\d/.test(word)) return 'n';
  return word;
}

/** Scripts written without spaces (the ranges of search's bigram index, cjk-bigrams.ts). */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
const UNSPACED_RUNS =
  /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+|[^\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+/gu;

/**
 * A word as the model's tokens: a run of Japanese (or Chinese, Korean, Thai) has no
 * spaces, so a whole sentence would be one "word" seen once; it becomes its overlapping
 * character pairs instead ("ギフト券で" → ギフ, フト, ト券, 券で), as search indexes it.
 * Words without such characters are unchanged.
 */
function tokensOfWord(word: string): string[] {
  if (!UNSPACED.test(word)) return [word];
  return (word.match(UNSPACED_RUNS) ?? []).flatMap((run) => {
    if (!UNSPACED.test(run)) return [run];
    const chars = [...run];
    return chars.length === 1 ? chars : chars.slice(0, -1).map((char, i) => `${char}${chars[i + 1]}`);
  });
}

/** The model's tokens of a text, in order: words with number shapes, unspaced scripts as character pairs. */
function tokensOf(title: string, description: string): string[] {
  return wordsOf(normaliseListingText(title, description)).flatMap(tokensOfWord).map(shape);
}

/** Hashed feature buckets of a text (unigrams and bigrams), each counted once, with equal weight summing to 1 in L2. */
export function featuresOf(title: string, description: string, buckets: number): Map<number, number> {
  const words = tokensOf(title, description);
  const keys = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    keys.add(hash(`u:${words[i]}`) % buckets);
    if (i + 1 < words.length) keys.add(hash(`b:${words[i]} ${words[i + 1]}`) % buckets);
  }
  // Title words again, on their own: a title is what scammers craft hardest.
  for (const word of tokensOf(title, '')) keys.add(hash(`t:${word}`) % buckets);
  const value = keys.size > 0 ? 1 / Math.sqrt(keys.size) : 0;
  return new Map([...keys].map((key) => [key, value]));
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The share of a known scam's signature an ad must hold before it counts as resembling it. */
export const SIGNATURE_MIN_SHARE = 0.4;

/**
 * The closest known scam: the cosine of the ad's features and a scam's signature, each
 * feature weighted by its rarity, so sharing a rare passage counts and sharing common
 * words does not, and a long ad does not match by its length alone (0–1).
 */
function resemblance(model: TextModel, features: ReadonlyMap<number, number>): number {
  const signatures = model.signatures ?? [];
  const maxIdf = model.maxIdf ?? 1;
  const idf = (key: number) => model.idf?.[key] ?? maxIdf;
  let norm = 0;
  for (const key of features.keys()) norm += idf(key) ** 2;
  if (norm === 0) return 0;
  let best = 0;
  for (const signature of signatures) {
    let shared = 0;
    let held = 0;
    let own = 0;
    for (const key of signature) {
      const weight = idf(key) ** 2;
      own += weight;
      if (!features.has(key)) continue;
      shared += weight;
      held += 1;
    }
    // A few rare words in common are chance (two flats in one district); a passage is not.
    if (own > 0 && held >= signature.length * SIGNATURE_MIN_SHARE) best = Math.max(best, shared / Math.sqrt(norm * own));
  }
  return best;
}

/** How much of a known scam's signature the text holds (0–1; 0 for a model without signatures). */
export function knownScamResemblance(model: TextModel, title: string, description: string): number {
  return model.signatures ? resemblance(model, featuresOf(title, description, model.buckets)) : 0;
}

function logOdds(model: TextModel, features: ReadonlyMap<number, number>): number {
  let z = model.bias;
  for (const [key, value] of features) z += (model.weights[key] ?? 0) * value;
  if (model.signatures && model.signatureWeight) z += model.signatureWeight * resemblance(model, features);
  return z;
}

/** Probability (0–1) that the text is a scam, as the model judges it. */
export function scamProbability(model: TextModel, title: string, description: string): number {
  return sigmoid(logOdds(model, featuresOf(title, description, model.buckets)));
}

/** The words that pushed this text most towards "scam" (for reasons a reviewer reads). */
export function strongestScamWords(model: TextModel, title: string, description: string, count = 3): string[] {
  const words = [...new Set(tokensOf(title, description))];
  return words
    .map((word) => ({ word, weight: model.weights[hash(`u:${word}`) % model.buckets] ?? 0 }))
    .filter((w) => w.weight > 0 && (w.word.length > 2 || UNSPACED.test(w.word)) && !/^xx\w+xx$/.test(w.word))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, count)
    .map((w) => w.word);
}

/** The weights of a logistic regression, by AdaGrad steps on the class-weighted log loss, in a fixed order. */
function fitWeights(rows: readonly { x: Map<number, number>; y: number }[], o: Required<TrainOptions>): { w: Float64Array; bias: number } {
  const positives = rows.filter((r) => r.y === 1).length;
  const negatives = rows.length - positives;
  const classWeight = (y: number) => rows.length / 2 / Math.max(1, y === 1 ? positives : negatives);

  const w = new Float64Array(o.buckets);
  const g2 = new Float64Array(o.buckets).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const order = rows.map((_, i) => i);
  let seed = 12345;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const row = rows[index]!;
      let z = bias;
      for (const [key, value] of row.x) z += w[key]! * value;
      const error = (sigmoid(z) - row.y) * classWeight(row.y);
      for (const [key, value] of row.x) {
        const grad = error * value + o.l2 * w[key]!;
        g2[key]! += grad * grad;
        w[key]! -= (o.learningRate * grad) / Math.sqrt(g2[key]!);
      }
      biasG2 += error * error;
      bias -= (o.learningRate * error) / Math.sqrt(biasG2);
    }
  }
  return { w, bias };
}

/**
 * Each distinct training scam's `size` rarest features (fewest training ads hold them,
 * then the earliest in its text): the sentences that make it that scam rather than any
 * ad; and the rarity of every feature, which weighs them.
 */
function signaturesOf(rows: readonly { x: Map<number, number>; y: number }[], size: number): Pick<TextModel, 'signatures' | 'idf' | 'maxIdf'> {
  // Ads repeated for weight count once.
  const distinct = [...new Map(rows.map((row) => [[...row.x.keys()].join(','), row])).values()];
  const documentFrequency = new Map<number, number>();
  for (const row of distinct) for (const key of row.x.keys()) documentFrequency.set(key, (documentFrequency.get(key) ?? 0) + 1);
  const round = (value: number) => Math.round(value * 100) / 100;
  const idfOf = (df: number) => round(Math.log((distinct.length + 1) / (df + 1)) + 1);
  const idf: Record<string, number> = {};
  for (const [key, df] of documentFrequency) if (df > 1) idf[key] = idfOf(df);
  const signatures = distinct
    .filter((row) => row.y === 1)
    // Rarest first; among equals, in the order of the text, so a signature keeps whole passages.
    .map((row) => [...row.x.keys()].sort((a, b) => documentFrequency.get(a)! - documentFrequency.get(b)!).slice(0, size));
  return { signatures, idf, maxIdf: idfOf(1) };
}

/** The model's `quantile` of the values: the level that share of them stays at or under. */
function quantileOf(values: readonly number[], quantile: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? 1;
}

/**
 * Trains by stochastic gradient descent (AdaGrad steps) on the log loss, classes
 * weighted to count equally, in a fixed order so the same data gives the same model.
 * With `signatureSize`, the training scams' signatures join the model; with a
 * calibration, the same training runs on k−1 of k template-grouped folds of the data,
 * scores the k-th, and the honest ads' scores set each group's scale.
 */
export function trainTextModel(examples: readonly TrainingExample[], options: TrainOptions = {}): TextModel {
  const o = { ...DEFAULTS, ...options };
  const rows = examples.map((e) => ({ x: featuresOf(e.title, e.description, o.buckets), y: e.scam ? 1 : 0 }));
  const model = fit(rows, o);
  if (!o.calibration) return model;
  return { ...model, scales: calibrate(examples, rows, o, o.calibration) };
}

function fit(rows: readonly { x: Map<number, number>; y: number }[], o: Required<TrainOptions>): TextModel {
  const { w, bias } = fitWeights(rows, o);
  const weights: Record<string, number> = {};
  w.forEach((value, key) => {
    if (Math.abs(value) >= o.prune) weights[key] = Math.round(value * 1000) / 1000;
  });
  const model: TextModel = { buckets: o.buckets, bias: Math.round(bias * 1000) / 1000, weights };
  if (o.signatureSize > 0 && o.signatureWeight > 0) {
    Object.assign(model, signaturesOf(rows, o.signatureSize));
    model.signatureWeight = o.signatureWeight;
  }
  return model;
}

function calibrate(
  examples: readonly TrainingExample[],
  rows: readonly { x: Map<number, number>; y: number }[],
  o: Required<TrainOptions>,
  calibration: Calibration,
): Record<string, TextModelScale> {
  const groupOf = (e: TrainingExample) => e.template ?? templateKeyOf(e);
  const folds = innerFolds(examples.map(groupOf), calibration.folds);
  const honest = new Map<string, number[]>();
  for (let f = 0; f < calibration.folds; f++) {
    const model = fit(
      rows.filter((_, i) => folds[i] !== f),
      o,
    );
    const scored = new Set<string>();
    examples.forEach((e, i) => {
      // Ads repeated for weight are scored once.
      const key = `${e.title}\u0000${e.description}`;
      if (folds[i] !== f || e.scam || scored.has(key)) return;
      scored.add(key);
      const group = calibration.groupOf(e.category ?? '');
      honest.set(group, [...(honest.get(group) ?? []), sigmoid(logOdds(model, rows[i]!.x))]);
    });
  }
  const scales: Record<string, TextModelScale> = {};
  for (const [group, values] of honest) {
    const round = (p: number) => Math.round(p * 1000) / 1000;
    scales[group] = { from: round(quantileOf(values, calibration.fromQuantile)), reviewAt: round(quantileOf(values, calibration.reviewQuantile)) };
  }
  return scales;
}

/** Fold per example, whole groups dealt in a fixed order by a hash of the group (no fold sees another's variants). */
function innerFolds(groups: readonly string[], k: number): number[] {
  return groups.map((group) => hash(`fold:${group}`) % k);
}
