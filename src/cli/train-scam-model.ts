/**
 * `npm run train:scam [-- FILE.jsonl|DIR ...]`: trains the scam text model on labelled
 * ads (one JSON object per line with `title`, `description` and `label` "scam" or
 * "legit") and writes its weights to src/domain/moderation/scam-text-model.json, which
 * ships with the product. By default it trains on the EMSCAD job ads and on the training
 * part of Cityboard's own labelled set (labelled-ads/README.md); the held-out templates
 * never go into the shipped model, so `npm run eval:scam` can measure it on them.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainTextModel, type TrainingExample } from '../domain/moderation/text-classifier';

export const JOB_ADS_FILE = '../shared/data/eval/scam-jobs-dev.jsonl';
export const LABELLED_ADS_DIR = fileURLToPath(new URL('../domain/moderation/labelled-ads/', import.meta.url));
const MODEL_FILE = fileURLToPath(new URL('../domain/moderation/scam-text-model.json', import.meta.url));

/** One labelled ad, with the context a line may carry (only Cityboard's own set has it). */
export interface LabelledAd extends TrainingExample {
  category: string;
  subcategory: string | null;
  price: string | number | null;
  /** The template group: variants of one scam (or one employer's ads) share it and stay in one fold. */
  template: string | null;
  lang: string | null;
  /** 1: written with the rules; 2: written after the rules and weights were fixed, to measure them (labelled-ads/README.md). */
  batch: number;
  city: string | null;
  /** Who posted it: lines with the same poster come from one visitor. */
  poster: string | null;
  contact: string | null;
  /** Photo ids: the same id is the same picture (the same perceptual hash). */
  photos: string[];
  /** What price intelligence says for ads like it (written with the ad: the eval database has no market). */
  market: { estimate: number; confidence: number } | null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function readFile(file: string): LabelledAd[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      if (row.label !== 'scam' && row.label !== 'legit') throw new Error(`${file}:${index + 1}: label must be "scam" or "legit"`);
      const market = row.market as { estimate?: unknown; confidence?: unknown } | undefined;
      return {
        title: String(row.title ?? ''),
        description: String(row.description ?? ''),
        category: text(row.category) ?? 'jobs',
        subcategory: text(row.subcategory),
        price: typeof row.price === 'number' || typeof row.price === 'string' ? row.price : null,
        scam: row.label === 'scam',
        template: text(row.template),
        lang: text(row.lang),
        batch: typeof row.batch === 'number' ? row.batch : 1,
        city: text(row.city),
        poster: text(row.poster),
        contact: text(row.contact),
        photos: Array.isArray(row.photos) ? row.photos.map(String) : [],
        market:
          market && typeof market.estimate === 'number' && typeof market.confidence === 'number'
            ? { estimate: market.estimate, confidence: market.confidence }
            : null,
      };
    });
}

/** A JSON-lines file, or every `*.jsonl` in a folder (in name order: the order lines arrive in). */
export function readLabelledAds(fileOrDir: string): LabelledAd[] {
  if (!statSync(fileOrDir).isDirectory()) return readFile(fileOrDir);
  return readdirSync(fileOrDir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => readFile(path.join(fileOrDir, name)));
}

/** FNV-1a of the template id: the held-out split depends on nothing but the id. */
function templateHash(template: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < template.length; i++) {
    h ^= template.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * About one template in five is held out: never trained on by `train:scam`, so eval:scam
 * measures the shipped model on ads whose wording it has never seen. Whole templates, so
 * no variant of a held-out scam leaks into training.
 */
export function isHeldOut(ad: Pick<LabelledAd, 'template'>): boolean {
  return ad.template !== null && templateHash(ad.template) % 5 === 0;
}

/**
 * Each ad of the labelled set counts this many times in training: 625 long job ads would
 * otherwise outweigh a few hundred short classifieds in six languages.
 */
export const LABELLED_SET_WEIGHT = 3;

/** The training examples for a model: job ads once, labelled-set ads LABELLED_SET_WEIGHT times. */
export function weighted(ads: readonly LabelledAd[]): LabelledAd[] {
  return ads.flatMap((ad) => (ad.template === null ? [ad] : Array.from({ length: LABELLED_SET_WEIGHT }, () => ad)));
}

/** What the shipped model is trained on: the job ads and the training part of the labelled set. */
export function shippedTrainingSet(jobAdsFile = JOB_ADS_FILE): { examples: LabelledAd[]; description: string } {
  const jobs = readLabelledAds(jobAdsFile);
  const own = readLabelledAds(LABELLED_ADS_DIR).filter((ad) => !isHeldOut(ad));
  const scams = (ads: LabelledAd[]) => ads.filter((ad) => ad.scam).length;
  return {
    examples: weighted([...jobs, ...own]),
    description: `${path.basename(jobAdsFile)}: ${jobs.length} ads (${scams(jobs)} scams); labelled-ads training part: ${own.length} ads (${scams(own)} scams)`,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  const { examples, description } =
    files.length > 0
      ? {
          examples: weighted(files.flatMap(readLabelledAds).filter((ad) => !isHeldOut(ad))),
          description: files.map((f) => path.basename(f)).join(', '),
        }
      : shippedTrainingSet();
  const started = performance.now();
  const model = { ...trainTextModel(examples), trainedOn: description };
  const json = `${JSON.stringify(model)}\n`;
  writeFileSync(MODEL_FILE, json);
  console.log(
    `Trained on ${examples.length} examples (${description}) in ${Math.round(performance.now() - started)} ms: ${Object.keys(model.weights).length} weights, ${Math.round(json.length / 1024)} kB → ${path.relative(process.cwd(), MODEL_FILE)}`,
  );
}
