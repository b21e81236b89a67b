/**
 * `npm run train:scam [-- FILE.jsonl]`: trains the scam text model on labelled ads (one
 * JSON object per line with `title`, `description` and `label` "scam" or "legit") and
 * writes its weights to src/domain/moderation/scam-text-model.json, which ships with
 * the product. Cross-validated figures come from `npm run eval:scam`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainTextModel, type TrainingExample } from '../domain/moderation/text-classifier';

const DEFAULT_FILE = '../shared/data/eval/scam-jobs-dev.jsonl';
const MODEL_FILE = fileURLToPath(new URL('../domain/moderation/scam-text-model.json', import.meta.url));

export function readLabelledAds(file: string): (TrainingExample & { category: string; price: string | number | null })[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      if (row.label !== 'scam' && row.label !== 'legit') throw new Error(`Line ${index + 1}: label must be "scam" or "legit"`);
      return {
        title: String(row.title ?? ''),
        description: String(row.description ?? ''),
        category: typeof row.category === 'string' ? row.category : 'jobs',
        price: typeof row.price === 'number' || typeof row.price === 'string' ? row.price : null,
        scam: row.label === 'scam',
      };
    });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? DEFAULT_FILE;
  const examples = readLabelledAds(file);
  const started = performance.now();
  const model = { ...trainTextModel(examples), trainedOn: `${path.basename(file)}: ${examples.length} ads (${examples.filter((e) => e.scam).length} scams)` };
  const json = `${JSON.stringify(model)}\n`;
  writeFileSync(MODEL_FILE, json);
  console.log(
    `Trained on ${examples.length} ads in ${Math.round(performance.now() - started)} ms: ${Object.keys(model.weights).length} weights, ${Math.round(json.length / 1024)} kB → ${path.relative(process.cwd(), MODEL_FILE)}`,
  );
}
