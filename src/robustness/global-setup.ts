/**
 * One production server (a real child process, on a fresh database of the engine under
 * test) for the parts that do not kill theirs; its URL is `inject('robustnessUrl')`.
 * At the end: the summary table, printed and written to test-results/robustness.json.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { clearParts, summarise } from './report';
import { freshStorage, startServer } from './server';
import { settings } from './settings';

declare module 'vitest' {
  export interface ProvidedContext {
    robustnessUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(settings.buildDir, 'server/index.js'))) {
    throw new Error(`No production build in ${settings.buildDir}: run \`react-router build\` (BUILD_DIR selects the directory).`);
  }
  console.log(`Robustness suite on ${settings.engine}, seed ${settings.seed} (ROBUSTNESS_SEED to replay), build ${settings.buildDir}`);
  clearParts();
  const storage = await freshStorage('shared');
  const server = await startServer(storage);
  project.provide('robustnessUrl', server.url);
  return async () => {
    await server.stop();
    await storage.remove();
    console.log(`\n${summarise()}\n`);
  };
}
