/**
 * One client cannot keep others from delivering: the listener spoken to over real sockets,
 * from two loopback addresses (127.0.0.1 and 127.0.0.2 are both this machine on Linux),
 * with a per-client cap of 3, and a short deadline for MAIL FROM where that is tested.
 */
import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startInboundSmtp, type InboundSmtp } from './smtp-listener';

const DOMAIN = 'cityboard.example';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';
const PER_CLIENT = 3;
const MAIL_FROM_TIMEOUT_MS = 400;

let listener: InboundSmtp;
const delivered: string[] = [];

/** A listener of the test's own, so one test's connections and deadlines do not reach the next. */
async function listen(options: { mailFromTimeoutMs?: number }) {
  listener = await startInboundSmtp({
    port: 0,
    host: '127.0.0.1',
    mailDomain: DOMAIN,
    maxConnectionsPerClient: PER_CLIENT,
    ...options,
    onMessage: async (raw) => {
      delivered.push(raw.toString('utf8'));
      return { status: 'added', truncated: false };
    },
  });
}

/** A raw SMTP client: the lines the server wrote, and a way to wait for one. */
interface Client {
  socket: net.Socket;
  lines: string[];
  closed: Promise<void>;
  next(pattern: RegExp): Promise<string>;
}
const open: Client[] = [];
afterEach(async () => {
  for (const client of open.splice(0)) client.socket.destroy();
  await listener?.close();
});

function connect(localAddress: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: listener.port, localAddress });
    const lines: string[] = [];
    const waiting: { pattern: RegExp; from: number; resolve(line: string): void }[] = [];
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const parts = buffer.split('\r\n');
      buffer = parts.pop()!;
      lines.push(...parts);
      for (const wait of waiting.splice(0)) {
        const line = lines.slice(wait.from).find((candidate) => wait.pattern.test(candidate));
        if (line) wait.resolve(line);
        else waiting.push(wait);
      }
    });
    socket.on('error', () => {});
    socket.once('connect', () => {
      const client: Client = {
        socket,
        lines,
        closed,
        next: (pattern) =>
          new Promise((found) => {
            const line = lines.find((candidate) => pattern.test(candidate));
            if (line) found(line);
            else waiting.push({ pattern, from: 0, resolve: found });
          }),
      };
      open.push(client);
      resolve(client);
    });
    socket.once('error', reject);
  });
}

/** The first reply line: the greeting or the refusal. */
const greeting = (client: Client) => client.next(/^\d{3} /);

describe('connections per client', () => {
  it(`refuses a client's connection past ${PER_CLIENT} with 421, while another address still gets 220 and delivers`, async () => {
    await listen({});
    const held: Client[] = [];
    for (let index = 0; index < PER_CLIENT; index++) held.push(await connect('127.0.0.1'));
    for (const client of held) expect(await greeting(client)).toMatch(/^220 cityboard\.example /);

    const extra = await connect('127.0.0.1');
    expect(await greeting(extra)).toMatch(/^421 .*Too many connections from your address \(at most 3 at once\)/);
    await extra.closed;

    const other = await connect('127.0.0.2');
    expect(await greeting(other)).toMatch(/^220 /);
    const sender = nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true, localAddress: '127.0.0.2' });
    delivered.length = 0;
    const info = (await sender.sendMail({ from: 'anna@example.com', to: `reply+${TOKEN}@${DOMAIN}`, subject: 'Re: desk', text: 'Still here.' })) as { response: string };
    sender.close();
    expect(info.response).toMatch(/^250 /);
    expect(delivered).toHaveLength(1);

    // A connection that ends gives its place back.
    held[0]!.socket.end('QUIT\r\n');
    await held[0]!.closed;
    const again = await connect('127.0.0.1');
    expect(await greeting(again)).toMatch(/^220 /);
  });

  it('closes a connection that has not said MAIL FROM by the deadline, however it keeps talking; one that has, stays', async () => {
    await listen({ mailFromTimeoutMs: MAIL_FROM_TIMEOUT_MS });
    const idler = await connect('127.0.0.1');
    const sender = await connect('127.0.0.1');
    await greeting(idler);
    await greeting(sender);
    sender.socket.write('EHLO sender.example\r\n');
    await sender.next(/^250 /);
    sender.socket.write('MAIL FROM:<anna@example.com>\r\n');
    await sender.next(/^250 .*Accepted/);

    // A NOOP every 100 ms resets any idle timeout; the deadline counts from the greeting.
    const started = performance.now();
    const noop = setInterval(() => idler.socket.write('NOOP\r\n'), 100);
    try {
      expect(await idler.next(/^421 /)).toMatch(/No MAIL FROM within/);
      await idler.closed;
    } finally {
      clearInterval(noop);
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(MAIL_FROM_TIMEOUT_MS - 150);

    // The other connection, past the same deadline, still takes commands.
    sender.socket.write(`RCPT TO:<reply+${TOKEN}@${DOMAIN}>\r\n`);
    expect(await sender.next(/^250 .*Accepted|^2\d\d .*reply\+/)).toMatch(/^250 /);
    expect(sender.lines.some((line) => line.startsWith('421'))).toBe(false);
  });
});
