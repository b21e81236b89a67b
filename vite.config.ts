import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

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
function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
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

const ROOT_ROUTE = /\/src\/web\/root\.tsx$/;

/**
 * Everything the root route imports statically, in one chunk. Every page runs it first,
 * and as some thirty files of one or two kB each it cost a request apiece: on HTTP/1.1
 * (six connections) a phone on a slow network waited for them in rounds before the
 * first paint, and the cards' photos queued behind them. One file of the same bytes
 * costs one request.
 */
function shellChunk(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  // One set per build (the client's and the server's run through the same function).
  const shells = new WeakMap<Rollup.ManualChunkMeta['getModuleInfo'], Set<string>>();
  return (id, { getModuleIds, getModuleInfo }) => {
    let shell = shells.get(getModuleInfo);
    if (!shell) {
      shell = new Set();
      shells.set(getModuleInfo, shell);
      const ids = [...getModuleIds()];
      // The server's bundle is one file anyway: its lazy imports stay as they are.
      const pending = ids.some((moduleId) => moduleId.includes('server-build')) ? [] : ids.filter((moduleId) => ROOT_ROUTE.test(moduleId));
      while (pending.length > 0) {
        const moduleId = pending.pop()!;
        if (shell.has(moduleId)) continue;
        shell.add(moduleId);
        pending.push(...(getModuleInfo(moduleId)?.importedIds ?? []));
      }
    }
    return shell.has(id) ? 'shell' : undefined;
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), preloads.plugin],
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  server: { hmr: process.env.NODE_ENV !== 'test' },
  build: {
    target: 'es2022',
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rollupOptions: { output: { manualChunks: shellChunk() } },
  },
  // Native and server-only packages never go through Vite's SSR bundle.
  ssr: { external: ['sharp', '@electric-sql/pglite', 'postgres', 'drizzle-orm'] },
});
