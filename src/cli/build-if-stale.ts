/**
 * Run before `npm start` and `npm run worker`: builds what is missing or older than its
 * sources (build-freshness.ts), and otherwise says it is using the build. BUILD_DIR
 * selects another build directory, as everywhere.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APP_OUTPUTS, builtAtMs, newestInputMs, SERVER_OUTPUTS, whatToBuild } from './build-freshness';

const buildDir = process.env.BUILD_DIR ?? 'build';
const appBuiltAt = builtAtMs(path.resolve(buildDir), APP_OUTPUTS);
const todo = whatToBuild(appBuiltAt, builtAtMs(path.resolve(buildDir), SERVER_OUTPUTS), newestInputMs(process.cwd()));
if (todo === 'nothing') {
  console.log(`Using the build in ${buildDir}/ (newer than every source)`);
  process.exit(0);
}
if (todo === 'server') console.log(`Compiling the server into ${buildDir}/cli (the React app in ${buildDir}/ is current)`);
else if (appBuiltAt === undefined) console.log(`No build in ${buildDir}/: building the app first (about a minute)`);
else console.log(`Sources changed since the build in ${buildDir}/: building the app again (about a minute)`);
const started = performance.now();
const result =
  todo === 'server'
    ? spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/compile-server.ts'], { stdio: 'inherit' })
    : spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (result.status !== 0) {
  console.error('The build failed (above); nothing was started.');
  process.exit(result.status ?? 1);
}
console.log(`Built in ${Math.round((performance.now() - started) / 1000)} s`);
