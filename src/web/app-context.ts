/**
 * What the server hands every route loader. Loaders call domain functions with
 * `db`; they never call the HTTP API of their own server.
 */
import type { Db } from '../db/client';

export interface AppContext {
  db: Db;
  visitorId: string;
  /** Nonce for inline scripts allowed by the Content-Security-Policy. */
  nonce: string;
  publicUrl: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppLoadContext extends AppContext {}
}
