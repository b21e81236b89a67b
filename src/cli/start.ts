/**
 * `npm start`: serve the production build (made by `react-router build`). The npm script
 * sets NODE_ENV=production, which React reads to run its production build: without it,
 * server rendering took 60% longer.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { startApp, stopOnSignals } from '../app';
import { loadConfig } from '../config';

const config = loadConfig({ NODE_ENV: 'production', ...process.env });
// BUILD_DIR: another build's directory (parallel test runs, npm run lighthouse).
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
const running = await startApp(config, { build, mode: 'production', clientDir: path.join(buildDir, 'client') });
stopOnSignals(running);
