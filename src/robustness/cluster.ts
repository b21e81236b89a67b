/**
 * The deployment recipe (docs/deployment.md) on one machine: several Cityboard processes on
 * one PostgreSQL database and one Redis, behind nginx running deploy/nginx/cityboard.conf
 * with its placeholders filled in. Used by the cluster test and `npm run bench:cluster`.
 *
 * nginx is Debian's package (`apt-get install nginx`); it runs as a child process with its
 * own prefix, configuration, cache and logs in a temporary directory, never as the system
 * service.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startServer, type ServerProcess } from './server';

export const NGINX_TEMPLATE = path.resolve('deploy/nginx/cityboard.conf');

/** The nginx binary: NGINX_PATH, else the first `nginx` in PATH or the sbin directories; null when there is none. */
export function findNginx(): string | null {
  const candidates = process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/usr/local/sbin', '/sbin'].map((dir) => path.join(dir, 'nginx'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** The server PostgreSQL that holds the cluster's database: CLUSTER_DATABASE_URL, DATABASE_URL, else the machine's. */
export function postgresServerUrl(): string {
  return process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database `cityboard_cluster_<name>_<random>` on the machine's PostgreSQL. */
export async function freshPostgresDatabase(name: string): Promise<FreshDatabase> {
  const server = postgresServerUrl();
  const database = `cityboard_cluster_${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.replace(/[^a-z0-9_]/g, '_');
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(server);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = postgres(server, { max: 1, onnotice: () => {} });
      try {
        await again.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      } finally {
        await again.end({ timeout: 5 });
      }
    },
  };
}

/** Whether something accepts TCP connections at host:port. */
async function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningNginx {
  port: number;
  url: string;
  /** The configuration nginx runs (the template with its placeholders filled in). */
  siteConfig: string;
  /** The end of nginx's error log. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * nginx on a free port with deploy/nginx/cityboard.conf, its `@@…@@` placeholders filled in:
 * `upstreams` are the app processes' `host:port`s.
 */
export async function startNginx(
  nginx: string,
  upstreams: string[],
  { workers = 1, port: chosenPort, timeoutMs = 30_000 }: { workers?: number | 'auto'; port?: number; timeoutMs?: number } = {},
): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cityboard-nginx-'));
  // nginx's workers run as an unprivileged user when the master is root: they must reach the cache.
  chmodSync(dir, 0o755);
  const port = chosenPort ?? (await freePort());
  const values: Record<string, string> = {
    LISTEN: `127.0.0.1:${port}`,
    SERVER_NAME: 'localhost 127.0.0.1',
    CACHE_DIR: path.join(dir, 'cache'),
    APP_SERVERS: upstreams.map((address) => `server ${address};`).join(' '),
  };
  // Placeholders in directives, not in the comments that show how to fill them.
  const siteConfig = readFileSync(NGINX_TEMPLATE, 'utf8')
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? line : line.replace(/@@([A-Z_]+)@@/g, (whole, name: string) => values[name] ?? whole)))
    .join('\n');
  const unfilled = /^\s*[^#\s].*(@@[A-Z_]+@@)/m.exec(siteConfig);
  if (unfilled) throw new Error(`${NGINX_TEMPLATE} has a placeholder the cluster does not fill: ${unfilled[1]}`);
  writeFileSync(path.join(dir, 'cityboard.conf'), siteConfig);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, temp));
    chmodSync(path.join(dir, temp), 0o777);
  }
  const errorLog = path.join(dir, 'error.log');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      `worker_processes ${workers};`,
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${path.join(dir, temp)};`),
      `  include ${path.join(dir, 'cityboard.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const errors = () => {
    try {
      return readFileSync(errorLog, 'utf8').slice(-5000);
    } catch {
      return '';
    }
  };
  let output = '';
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-5000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    remove();
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts('127.0.0.1', port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const why =
        child.exitCode !== null || child.signalCode !== null
          ? `exited (${child.signalCode ?? child.exitCode})`
          : `did not listen within ${timeoutMs} ms`;
      const log = `${output}\n${errors()}`;
      await stop();
      throw new Error(`nginx ${why}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, url: `http://127.0.0.1:${port}`, siteConfig, errors, stop };
}

export interface Cluster {
  servers: ServerProcess[];
  nginx: RunningNginx;
  stop(): Promise<void>;
}

/**
 * `processes` Cityboard servers on `databaseUrl` (each with its own data directory: no
 * shared disk), the first running the job workers and the others WORKERS=off, behind nginx.
 * The first starts alone (it migrates the database), the others together. All say the
 * site is nginx's address (PUBLIC_URL), so they render a page byte for byte alike.
 */
export async function startCluster(
  nginxPath: string,
  {
    databaseUrl,
    processes = 3,
    env = {},
    nginxWorkers = 1,
  }: { databaseUrl: string; processes?: number; env?: NodeJS.ProcessEnv; nginxWorkers?: number | 'auto' },
): Promise<Cluster> {
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const start = async (index: number) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `cityboard-cluster-${index + 1}-`));
    dataDirs.push(dataDir);
    const storage = { dataDir, databaseUrl, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
    const server = await startServer(storage, { env: { PUBLIC_URL: publicUrl, ...env, WORKERS: index === 0 ? 'on' : 'off' } });
    servers[index] = server;
    return server;
  };
  try {
    await start(0);
    await Promise.all(Array.from({ length: processes - 1 }, (_, index) => start(index + 1)));
    nginx = await startNginx(
      nginxPath,
      servers.map((server) => `127.0.0.1:${server.port}`),
      { workers: nginxWorkers, port: nginxPort },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, nginx, stop };
}
