/**
 * Real Cityboard servers for the suite: child processes running server-process.ts on a
 * data directory or PostgreSQL database of the suite's choosing, so a test can SIGKILL one
 * and start another on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { settings } from './settings';

export interface Storage {
  /** PGlite's data directory (and media) — or, on PostgreSQL, media only. */
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

/** A fresh place for a server's data: a temporary directory, plus a new database on PostgreSQL. */
export async function freshStorage(name: string): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `cityboard-robustness-${name}-`));
  if (!settings.databaseUrl) {
    return { dataDir, databaseUrl: undefined, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = `cityboard_robustness_${name}_${process.pid}`.replace(/[^a-z0-9_]/g, '_');
  const admin = postgres(settings.databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${database}`);
  await admin.end({ timeout: 5 });
  const url = new URL(settings.databaseUrl);
  url.pathname = `/${database}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    remove: async () => {
      const again = postgres(settings.databaseUrl!, { max: 1, onnotice: () => {} });
      await again.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await again.end({ timeout: 5 });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** The end of what the server wrote (its logs go to stdout, crashes to stderr). */
  output(): string;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, and waits for the exit: a crash. */
  kill(): Promise<void>;
}

/**
 * Starts a server on `storage`; rejects when it exits or has not listened within `timeoutMs`.
 * `env` adds to the server's environment (e.g. REDIS_URL, WORKERS, PAGE_CACHE_S_MAXAGE).
 */
export async function startServer(
  storage: Storage,
  { port = settings.port, timeoutMs = 300_000, apiOnly = false, env: extraEnv = {} as NodeJS.ProcessEnv } = {},
): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    ROBUSTNESS_DATA_DIR: storage.dataDir,
    BUILD_DIR: settings.buildDir,
    PORT: String(port),
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  // Each server counts its rate limits in its own fresh database, unless a test shares a
  // Redis on purpose (the cluster): CI's REDIS_URL would pool every server's counts (and
  // earlier runs') under one client address, and a test of a limit would start half spent.
  if (!extraEnv.REDIS_URL) delete env.REDIS_URL;
  if (apiOnly) env.ROBUSTNESS_API_ONLY = '1';
  if (storage.databaseUrl) env.DATABASE_URL = storage.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/robustness/server-process.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  const keep = (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
  };
  child.stderr!.on('data', keep);
  child.stdout!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${timeoutMs} ms:\n${errors}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? code}) before listening:\n${errors}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    port: listening,
    url: `http://127.0.0.1:${listening}`,
    child,
    output: () => errors,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}
