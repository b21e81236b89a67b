import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  server: { hmr: process.env.NODE_ENV !== 'test' },
  build: { target: 'es2022' },
  // Native and server-only packages never go through Vite's SSR bundle.
  ssr: { external: ['sharp', '@electric-sql/pglite', 'postgres', 'drizzle-orm'] },
});
