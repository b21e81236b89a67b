import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

interface ChunkNode {
  type: string;
  imports?: string[];
  facadeModuleId?: string | null;
}

/** The modules every page runs first: React Router's browser entry and the root route. */
const EVERY_PAGE = /\/entry\.client\.tsx$|\/src\/web\/root\.tsx(\?|$)/;

/**
 * A lazily loaded chunk's preload list (Vite's `__vite__mapDeps`) names every chunk it
 * imports, also those its host chunk or every page already imports, which are loaded by
 * the time the host runs. On the home page those names were over 600 bytes of its
 * first-load JavaScript (ADR 009's budget), so they are left out: chunks already there
 * cost no request, and the rest are still preloaded as before.
 */
function preloadOnlyWhatIsMissing(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let chunks: Record<string, ChunkNode> = {};
  let everyPage = new Set<string>();
  const loadedWith = (fileName: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const imported of chunks[fileName]?.imports ?? []) loadedWith(imported, seen);
    return seen;
  };
  return {
    // Vite writes the preload lists in its own generateBundle; this one runs before it and keeps the chunk graph.
    plugin: {
      name: 'cityboard:chunk-graph',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          chunks = bundle as unknown as Record<string, ChunkNode>;
          everyPage = new Set<string>();
          for (const [fileName, chunk] of Object.entries(chunks)) if (EVERY_PAGE.test(chunk.facadeModuleId ?? '')) loadedWith(fileName, everyPage);
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep) && !everyPage.has(dep));
    },
  };
}

const preloads = preloadOnlyWhatIsMissing();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), preloads.plugin],
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  server: { hmr: process.env.NODE_ENV !== 'test' },
  build: { target: 'es2022', modulePreload: { resolveDependencies: preloads.resolveDependencies } },
  // Native and server-only packages never go through Vite's SSR bundle.
  ssr: { external: ['sharp', '@electric-sql/pglite', 'postgres', 'drizzle-orm'] },
});
