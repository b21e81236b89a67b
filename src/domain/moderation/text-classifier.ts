/**
 * A small text classifier for scam screening: logistic regression over hashed words and
 * word pairs, trained by `npm run train:scam` and shipped as a JSON file of weights. It
 * runs in microseconds, needs nothing downloaded, and its training is pure code here so
 * the evaluation can retrain it per fold (cross-validation) exactly as the script does.
 */
import { normaliseListingText, wordsOf } from './listing-text';

export interface TextModel {
  /** Features are hashed into this many buckets. */
  buckets: number;
  bias: number;
  /** Sparse weights: bucket index → weight (buckets not listed weigh 0). */
  weights: Record<string, number>;
  /** Where the weights came from, for a person reading the file. */
  trainedOn?: string;
}

export interface TrainingExample {
  title: string;
  description: string;
  scam: boolean;
}

export interface TrainOptions {
  buckets?: number;
  epochs?: number;
  learningRate?: number;
  /** L2 penalty: larger keeps weights small and the model humble. */
  l2?: number;
  /** Weights smaller than this are dropped from the stored model. */
  prune?: number;
}

const DEFAULTS: Required<TrainOptions> = { buckets: 1 << 15, epochs: 5, learningRate: 0.1, l2: 1e-4, prune: 0.01 };

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
const UNSPACED_RUNS = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+|[^\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+/gu;

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

/** Probability (0–1) that the text is a scam, as the model judges it. */
export function scamProbability(model: TextModel, title: string, description: string): number {
  let z = model.bias;
  for (const [key, value] of featuresOf(title, description, model.buckets)) z += (model.weights[key] ?? 0) * value;
  return sigmoid(z);
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

/**
 * Trains by stochastic gradient descent (AdaGrad steps) on the log loss, classes
 * weighted to count equally, in a fixed order so the same data gives the same model.
 */
export function trainTextModel(examples: readonly TrainingExample[], options: TrainOptions = {}): TextModel {
  const o = { ...DEFAULTS, ...options };
  const rows = examples.map((e) => ({ x: featuresOf(e.title, e.description, o.buckets), y: e.scam ? 1 : 0 }));
  const positives = rows.filter((r) => r.y === 1).length;
  const negatives = rows.length - positives;
  const classWeight = (y: number) => (rows.length / 2) / Math.max(1, y === 1 ? positives : negatives);

  const w = new Float64Array(o.buckets);
  const g2 = new Float64Array(o.buckets).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const order = rows.map((_, i) => i);
  let seed = 12345;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);

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

  const weights: Record<string, number> = {};
  w.forEach((value, key) => {
    if (Math.abs(value) >= o.prune) weights[key] = Math.round(value * 1000) / 1000;
  });
  return { buckets: o.buckets, bias: Math.round(bias * 1000) / 1000, weights };
}
