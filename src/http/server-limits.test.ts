import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A client that announces a body and never sends it, over a real socket. */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_S: '1', HEADERS_TIMEOUT_S: '1', IDLE_TIMEOUT_S: '5' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** Sends `head` and waits for the server to answer or close; the answer's text and how long it took. */
function exchange(head: string): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve({ text, ms: performance.now() - started }));
    socket.on('error', reject);
  });
}

describe('client timeouts', () => {
  it('answers 408 when a declared body never arrives, within seconds', async () => {
    const { text, ms } = await exchange('POST /api/listings HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'The request took too long to arrive' });
    // One second allowed, checked every second: well under the minute it used to take.
    expect(ms).toBeLessThan(5_000);
  });

  it('answers 408 to headers that never end', async () => {
    const { text, ms } = await exchange('GET /api/listings HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(5_000);
  });

  it('has defaults of seconds, and reads them from the environment', () => {
    const defaults = loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: t.config.dataDir }).timeouts;
    expect(defaults).toEqual({ headersMs: 10_000, requestMs: 30_000, idleMs: 10_000, keepAliveMs: 5_000 });
    expect(t.app.server.requestTimeout).toBe(1_000);
    expect(t.app.server.headersTimeout).toBe(1_000);
    expect(t.app.server.keepAliveTimeout).toBe(5_000);
    expect(t.app.server.timeout).toBe(5_000);
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: t.config.dataDir, REQUEST_TIMEOUT_S: 'soon' })).toThrow(/REQUEST_TIMEOUT_S/);
  });
});
