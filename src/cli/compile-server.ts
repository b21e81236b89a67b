/**
 * The second half of `npm run build`: compiles the server's entry points (`npm start`,
 * `npm run worker`) and everything they import from src/ into BUILD_DIR/cli, so
 * production runs JavaScript on plain node rather than TypeScript through tsx. Packages
 * stay in node_modules (not bundled); the SQL migrations are copied beside the output,
 * where db/client.ts looks for them (`./migrations` next to the running module).
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = path.resolve(process.env.BUILD_DIR ?? 'build', 'cli');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { start: 'src/cli/start.ts', worker: 'src/cli/worker.ts' },
  outdir,
  bundle: true,
  // The two entries share most of the app: one copy of it, in chunks both import.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  // NODE_OPTIONS=--enable-source-maps reports errors at their TypeScript lines (off by default: it slows every read of a stack).
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
