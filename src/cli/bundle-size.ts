/**
 * `npm run size` (after `npm run build`): the first-load JavaScript of every page route,
 * gzipped at level 9, from the build's route manifest: the entry and the modules of the
 * route and its parents, with everything they import statically. The manifest file is
 * not fetched: with lazy route discovery the page's part of it is inline in the HTML.
 * Code a page loads on demand (lazy dialogs, the city list) is not counted. The home
 * page's budget is checked in a real browser build by e2e/bundle-budget.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  hasLoader?: boolean;
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
}

const client = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const assets = path.join(client, 'assets');
const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) {
  console.error(`No route manifest in ${assets}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(
  readFileSync(path.join(assets, manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest\s*=\s*/, '')
    .replace(/;\s*$/, ''),
) as Manifest;

const gzipped = new Map<string, number>();
function gzipBytes(url: string): number {
  let size = gzipped.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(client, url)), { level: 9 }).length;
    gzipped.set(url, size);
  }
  return size;
}

function firstLoad(route: ManifestRoute): number {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let current: ManifestRoute | undefined = route; current; current = current.parentId ? manifest.routes[current.parentId] : undefined) {
    files.add(current.module);
    for (const file of current.imports ?? []) files.add(file);
  }
  return [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
}

const rows = Object.values(manifest.routes)
  .filter((route) => route.id !== 'root')
  .map((route) => ({ route: route.id, path: route.path ?? '/', kB: Number((firstLoad(route) / 1024).toFixed(1)) }))
  .sort((a, b) => b.kB - a.kB);
console.table(rows);
