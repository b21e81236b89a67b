/**
 * `npm run train:messages [-- FILE.jsonl]`: trains the message text model on labelled
 * messages (one JSON object per line with `text`, `label` "honest" or "scam" and `role`
 * "buyer" or "seller"; the format of LABELLED-MESSAGES.md) and writes its weights to
 * src/domain/conversations/screening/message-text-model.json, which ships with the
 * product. Cross-validated figures come from `npm run eval:messages`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exampleOf, parseLabelledMessages } from '../domain/conversations/screening/labelled-messages';
import { trainMessageModel } from '../domain/conversations/screening/message-model';

const DEFAULT_FILE = fileURLToPath(new URL('../domain/conversations/screening/labelled-messages.jsonl', import.meta.url));
const MODEL_FILE = fileURLToPath(new URL('../domain/conversations/screening/message-text-model.json', import.meta.url));

export const readLabelledMessages = (file: string) => parseLabelledMessages(readFileSync(file, 'utf8'), file);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? DEFAULT_FILE;
  const rows = readLabelledMessages(file);
  const started = performance.now();
  const model = {
    ...trainMessageModel(rows.map(exampleOf)),
    trainedOn: `${path.basename(file)}: ${rows.length} messages (${rows.filter((r) => r.label === 'scam').length} scams)`,
  };
  const json = `${JSON.stringify(model)}\n`;
  writeFileSync(MODEL_FILE, json);
  console.log(
    `Trained on ${rows.length} messages in ${Math.round(performance.now() - started)} ms: ${Object.keys(model.weights).length} weights, ${Math.round(json.length / 1024)} kB → ${path.relative(process.cwd(), MODEL_FILE)}`,
  );
}
