/** `npm run dev`: Vite in middleware mode, so edits to pages reload without a rebuild. */
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { startApp, stopOnSignals } from '../app';
import { loadConfig } from '../config';

const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const running = await startApp(config, {
  mode: 'development',
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  beforeSsr: async (app) => {
    await app.register(middie);
    app.use(vite.middlewares);
  },
});
running.app.addHook('onClose', async () => vite.close());
stopOnSignals(running);
