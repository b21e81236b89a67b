/**
 * The figures of a run, per database engine: each part of the suite adds what it counted
 * (kept in a file per part, since Vitest runs test files in their own workers), and the
 * global teardown prints the table and writes test-results/robustness.json.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { settings, type Engine } from './settings';

export const FIGURES = [
  'requestsSent',
  'serverErrors',
  'hangs',
  'errorBodiesOutOfShape',
  'traceNot405',
  'invalidAccepted',
  'xssPayloadsExecuted',
  'tokensAccepted',
  'addressesConfirmed',
  'acknowledgedPostsLost',
  'reopenFailures',
] as const;
export type Figure = (typeof FIGURES)[number];
export type Figures = Record<Figure, number>;

const LABELS: Record<Figure, string> = {
  requestsSent: 'requests sent',
  serverErrors: '5xx',
  hangs: 'hangs',
  errorBodiesOutOfShape: 'error bodies out of shape',
  traceNot405: 'TRACE not refused (405)',
  invalidAccepted: 'invalid accepted',
  xssPayloadsExecuted: 'XSS payloads executed',
  tokensAccepted: 'tokens accepted',
  addressesConfirmed: 'hidden addresses confirmed',
  acknowledgedPostsLost: 'acknowledged posts lost',
  reopenFailures: 'reopen failures',
};

export function emptyFigures(): Figures {
  return Object.fromEntries(FIGURES.map((figure) => [figure, 0])) as Figures;
}

/** One failure, as a reproduction someone can paste into curl. */
export interface Finding {
  kind: Figure | string;
  method: string;
  path: string;
  body?: string;
  status?: number;
  response?: string;
  note?: string;
}

const partsDir = () => path.join(settings.resultsDir, 'robustness', settings.engine);

/** Records what one part of the suite counted (replacing its previous record). */
export function recordPart(part: string, figures: Partial<Figures>, findings: Finding[] = []): void {
  mkdirSync(partsDir(), { recursive: true });
  const full = { ...emptyFigures(), ...figures };
  writeFileSync(path.join(partsDir(), `${part}.json`), JSON.stringify({ part, figures: full, findings: findings.slice(0, 50) }, null, 2));
}

/** Forgets the parts of an earlier run on this engine (called when a run starts). */
export function clearParts(): void {
  mkdirSync(partsDir(), { recursive: true });
  for (const file of readdirSync(partsDir())) writeFileSync(path.join(partsDir(), file), '');
}

interface EngineResult {
  seed: number;
  finishedAt: string;
  figures: Figures;
  parts: Record<string, Figures>;
  findings: Finding[];
}

/** Adds up the parts of this run, merges them into robustness.json beside the other engine's, and prints the table. */
export function summarise(): string {
  const parts: Record<string, Figures> = {};
  const findings: Finding[] = [];
  const total = emptyFigures();
  for (const file of readdirSync(partsDir()).sort()) {
    const text = readFileSync(path.join(partsDir(), file), 'utf8');
    if (!text) continue;
    const part = JSON.parse(text) as { part: string; figures: Figures; findings: Finding[] };
    parts[part.part] = part.figures;
    findings.push(...part.findings);
    for (const figure of FIGURES) total[figure] += part.figures[figure];
  }
  // Each engine's last result is also kept outside test-results/, which the browser tests
  // empty when they start: CI runs the engines one after the other, and the table shows both.
  const kept = path.resolve('node_modules/.cache/cityboard-robustness');
  mkdirSync(kept, { recursive: true });
  const result: EngineResult = { seed: settings.seed, finishedAt: new Date().toISOString(), figures: total, parts, findings };
  writeFileSync(path.join(kept, `${settings.engine}.json`), JSON.stringify(result));
  const all: Partial<Record<Engine, EngineResult>> = {};
  for (const engine of ['pglite', 'postgres'] as const) {
    try {
      all[engine] = JSON.parse(readFileSync(path.join(kept, `${engine}.json`), 'utf8')) as EngineResult;
    } catch {
      // That engine has not run here yet.
    }
  }
  mkdirSync(settings.resultsDir, { recursive: true });
  writeFileSync(path.join(settings.resultsDir, 'robustness.json'), JSON.stringify(all, null, 2));
  return table(all);
}

function table(all: Partial<Record<Engine, EngineResult>>): string {
  const engines = (['pglite', 'postgres'] as const).filter((engine) => all[engine]);
  const width = Math.max(...FIGURES.map((figure) => LABELS[figure].length)) + 2;
  const lines = [
    `Robustness summary (seed ${all[settings.engine]?.seed}; test-results/robustness.json)`,
    `${'figure'.padEnd(width)}${engines.map((engine) => engine.padStart(10)).join('')}`,
    `${'finished at'.padEnd(width)}${engines.map((engine) => all[engine]!.finishedAt.slice(11, 16).padStart(10)).join('')}`,
    ...FIGURES.map((figure) => `${LABELS[figure].padEnd(width)}${engines.map((engine) => String(all[engine]!.figures[figure]).padStart(10)).join('')}`),
  ];
  return lines.join('\n');
}
