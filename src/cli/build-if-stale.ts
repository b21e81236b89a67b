/**
 * Run before `npm start` and `npm run worker`: builds the app (`npm run build`) when
 * the build is missing or older than its sources, and otherwise says it is using it.
 * BUILD_DIR selects another build directory, as everywhere.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { builtAtMs, isBuildStale, newestInputMs } from './build-freshness';

const buildDir = process.env.BUILD_DIR ?? 'build';
const builtAt = builtAtMs(path.resolve(buildDir));
if (!isBuildStale(builtAt, newestInputMs(process.cwd()))) {
  console.log(`Using the build in ${buildDir}/ (newer than every source)`);
  process.exit(0);
}
console.log(
  builtAt === undefined
    ? `No complete build in ${buildDir}/: building the app first (about a minute and a half)`
    : `Sources changed since the build in ${buildDir}/: building the app again (about a minute and a half)`,
);
const started = performance.now();
const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (result.status !== 0) {
  console.error('The build failed (above); nothing was started.');
  process.exit(result.status ?? 1);
}
console.log(`Built in ${Math.round((performance.now() - started) / 1000)} s`);
