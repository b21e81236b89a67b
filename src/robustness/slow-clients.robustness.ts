/**
 * Slow and absent bodies, and many idle connections, must not stall anyone else: with
 * hundreds of silent sockets and slowloris requests (headers unfinished, or a declared
 * Content-Length and no body) held open, ordinary requests still answer within 2 s, and
 * the server closes the slow ones within the client timeouts its configuration declares.
 */
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { send } from './http';
import { recordPart, type Finding } from './report';
import { settings } from './settings';

const base = inject('robustnessUrl');
const port = Number(new URL(base).port);
/** Node checks its header and request deadlines on a timer, not to the millisecond. */
const SLACK_MS = 5_000;
const NORMAL_MS = 2_000;

interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
}

/** The timeouts the server process runs with: the same environment, read by the same code. */
function serverTimeouts(): ServerTimeouts | undefined {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-robustness-config-'));
  try {
    const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) });
    return (config as unknown as { timeouts?: ServerTimeouts }).timeouts;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Held {
  kind: string;
  socket: net.Socket;
  opened: number;
  closedAfter?: number;
  deadlineMs: number;
  answer: string;
}

function hold(kind: string, firstBytes: string, deadlineMs: number): Promise<Held> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: '127.0.0.1', port });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      const held: Held = { kind, socket, opened: performance.now(), deadlineMs, answer: '' };
      socket.on('data', (chunk: Buffer) => {
        held.answer += chunk.toString('latin1');
      });
      socket.on('error', () => {});
      socket.once('close', () => {
        held.closedAfter = performance.now() - held.opened;
      });
      if (firstBytes) socket.write(firstBytes);
      resolve(held);
    });
  });
}

describe('slow and idle clients', () => {
  it('keep answering others within 2 s, and are closed within the configured timeouts', async () => {
    const timeouts = serverTimeouts();
    expect(timeouts, 'the configuration declares client timeouts (headers, request, idle)').toBeDefined();
    const { headersMs, requestMs, idleMs } = timeouts!;
    const unfinishedHeaders = Math.min(headersMs, idleMs) + SLACK_MS;
    const absentBody = Math.min(requestMs, idleMs) + SLACK_MS;

    const held: Held[] = [];
    for (let index = 0; index < settings.idleSockets; index++) held.push(await hold('idle socket', '', unfinishedHeaders));
    for (let index = 0; index < settings.slowRequests; index++) {
      held.push(
        index % 2 === 0
          ? await hold('declared Content-Length, no body', `POST /api/listings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"title":`, absentBody)
          : await hold('headers never finished', `GET /api/listings HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `, unfinishedHeaders),
      );
    }

    const findings: Finding[] = [];
    const normal = ['/api/listings?limit=5', '/api/category-counts', '/robots.txt', '/api/feature-gate?category=all&city=global', '/api/suggestions?q=oak'];
    let sent = 0;
    for (let round = 0; round < 2; round++) {
      for (const path of normal) {
        const answer = await send(base, { method: 'GET', path }, { timeoutMs: settings.hangMs });
        sent++;
        if (answer.status !== 200 || answer.ms > NORMAL_MS) {
          findings.push({ kind: 'hangs', method: 'GET', path, status: answer.status, note: `answered in ${answer.ms} ms (${answer.failure ?? 'ok'}) with ${held.length} slow connections open` });
        }
      }
    }

    // Every slow connection must be closed by the server within its deadline.
    const longest = Math.max(...held.map((entry) => entry.deadlineMs));
    await Promise.race([
      Promise.all(held.map((entry) => (entry.closedAfter !== undefined ? undefined : new Promise((resolve) => entry.socket.once('close', resolve))))),
      new Promise((resolve) => setTimeout(resolve, longest + 1_000).unref()),
    ]);
    for (const kind of new Set(held.map((entry) => entry.kind))) {
      const group = held.filter((entry) => entry.kind === kind);
      const late = group.filter((entry) => entry.closedAfter === undefined || entry.closedAfter > entry.deadlineMs);
      if (late.length > 0) {
        const slowest = Math.max(...late.map((entry) => entry.closedAfter ?? Infinity));
        findings.push({
          kind: 'hangs',
          method: kind.startsWith('declared') ? 'POST' : 'GET',
          path: '/api/listings',
          response: late[0]!.answer.slice(0, 120),
          note: `${late.length} of ${group.length} "${kind}" connections still open or closed late (slowest ${Number.isFinite(slowest) ? `${Math.round(slowest)} ms` : 'never'}; deadline ${group[0]!.deadlineMs} ms from headers ${headersMs} / request ${requestMs} / idle ${idleMs} ms + ${SLACK_MS} ms)`,
        });
      }
    }
    for (const entry of held) entry.socket.destroy();

    recordPart('slow-clients', { requestsSent: sent + held.length, hangs: findings.length }, findings);
    expect(findings, 'stalls and slow connections left open').toEqual([]);
  });
});
