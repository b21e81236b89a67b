/**
 * What one client can make Cityboard do with mail, against a real server process with its
 * inbound SMTP listener on: hold every SMTP place (it holds its own share, others still
 * get 220 and hand their mail over), mail any address by posting ads (it stops at the
 * confirmation mails' limit, and the mails sent stay within it), and smuggle a mail
 * header or a direction trick in through a title (400 with a sentence, nothing posted,
 * nothing mailed). The server's mail goes to its outbox folder, which is counted here.
 */
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { honestListingBody } from '../testing/honest-listing';
import { send } from './http';
import { recordPart, type Finding } from './report';
import { freshStorage, startServer, type ServerProcess, type Storage } from './server';

const PER_CLIENT = 5;
const EXTRA = 5;
const UNCONFIRMED_PER_VISITOR = 3;
const UNCONFIRMED_PER_IP = 6;

let storage: Storage;
let server: ServerProcess;
let smtpPort: number;
let requestsSent = 0;
let serverErrors = 0;
let invalidAccepted = 0;
const findings: Finding[] = [];

/** A port nobody holds now, for the listener (the server prints only its HTTP port). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  smtpPort = await freePort();
  storage = await freshStorage('mail');
  server = await startServer(storage, {
    apiOnly: true,
    env: {
      INBOUND_SMTP_PORT: String(smtpPort),
      INBOUND_SMTP_CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
      RATE_LIMIT_CONFIRMATION_MAILS_PER_HOUR: String(UNCONFIRMED_PER_VISITOR),
      RATE_LIMIT_CONFIRMATION_MAILS_PER_HOUR_PER_IP: String(UNCONFIRMED_PER_IP),
    },
  });
});
afterAll(async () => {
  recordPart('mail-hygiene', { requestsSent, serverErrors, invalidAccepted }, findings);
  await server?.stop();
  await storage?.remove();
});

const outbox = () => path.join(storage.dataDir, 'outbox');
const mailsSent = async () => (await readdir(outbox()).catch(() => [])).filter((name) => name.endsWith('.eml')).length;

/** Opens a connection from `localAddress` and answers the first reply line (220 or the refusal), keeping the socket open. */
function greet(localAddress: string): Promise<{ socket: net.Socket; line: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: smtpPort, localAddress });
    let text = '';
    socket.on('error', () => {});
    socket.once('error', reject);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\r\n');
      if (end >= 0) resolve({ socket, line: text.slice(0, end) });
    });
    socket.once('close', () => resolve({ socket, line: text || '(closed without a reply)' }));
  });
}

async function post(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  requestsSent += 1;
  const answer = await send(server.url, { method: 'POST', path: '/api/listings', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, { timeoutMs: 30_000 });
  if (answer.status >= 500) {
    serverErrors += 1;
    findings.push({ kind: 'serverErrors', method: 'POST', path: '/api/listings', body: JSON.stringify(body), status: answer.status, response: answer.text.slice(0, 300) });
  }
  return answer;
}

let address = 0;
const fresh = () => `robust-seller-${++address}@example.com`;

describe('inbound SMTP places', () => {
  it(`one client holding ${PER_CLIENT + EXTRA} idle connections gets ${PER_CLIENT}; another sender still gets 220 and hands its mail over`, async () => {
    const held = [];
    for (let index = 0; index < PER_CLIENT + EXTRA; index++) held.push(await greet('127.0.0.1'));
    try {
      const lines = held.map((connection) => connection.line.slice(0, 3));
      expect(lines.filter((code) => code === '220')).toHaveLength(PER_CLIENT);
      expect(lines.filter((code) => code === '421')).toHaveLength(EXTRA);
      expect(held.find((connection) => connection.line.startsWith('421'))?.line).toMatch(/Too many connections from your address/);

      const other = await greet('127.0.0.2');
      other.socket.destroy();
      expect(other.line).toMatch(/^220 /);
      // The whole transaction, to a relay address with no conversation: the listener takes
      // the message and the application answers it (550 "No such mailbox"), not a 421.
      const sender = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, localAddress: '127.0.0.2' });
      const outcome = await sender
        .sendMail({ from: 'anna@example.com', to: `reply+${'a'.repeat(32)}@cityboard.local`, subject: 'Re: desk', text: 'Still for sale?' })
        .then(() => ({ code: 250, command: 'DATA' }), (error: { responseCode?: number; command?: string }) => ({ code: error.responseCode, command: error.command }));
      sender.close();
      expect(outcome).toEqual({ code: 550, command: 'DATA' });
    } finally {
      for (const connection of held) connection.socket.destroy();
    }
  });
});

describe('mail sent by posting', () => {
  it('stops a visitor, then an address, at the limit of ads to unconfirmed addresses; the mails sent stay within it', async () => {
    const before = await mailsSent();
    // One visitor (its cookie), then fresh visitors from the same address.
    const first = await post({ ...honestListingBody('Oak bookcase robust'), contactEmail: fresh() });
    expect(first.status, first.text).toBe(201);
    const cookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('cb_vid='))!;
    const visitor = [first.status];
    for (let index = 0; index < UNCONFIRMED_PER_VISITOR + 1; index++) visitor.push((await post({ ...honestListingBody(`Oak bookcase v${index}`), contactEmail: fresh() }, { cookie, 'accept-language': 'it' })).status);
    expect(visitor).toEqual([...Array<number>(UNCONFIRMED_PER_VISITOR).fill(201), 429, 429]);

    const anonymous = [];
    for (let index = 0; index < UNCONFIRMED_PER_IP; index++) anonymous.push((await post({ ...honestListingBody(`Oak bookcase a${index}`), contactEmail: fresh() })).status);
    // The address has spent UNCONFIRMED_PER_VISITOR already: the rest of its allowance, then 429.
    const left = UNCONFIRMED_PER_IP - UNCONFIRMED_PER_VISITOR;
    expect(anonymous).toEqual([...Array<number>(left).fill(201), ...Array<number>(UNCONFIRMED_PER_IP - left).fill(429)]);

    const posted = [...visitor, ...anonymous].filter((status) => status === 201).length;
    expect(posted).toBe(UNCONFIRMED_PER_IP);
    // Two mails an ad (its management link, the confirmation link); none for a refused ad.
    expect((await mailsSent()) - before).toBe(2 * posted);
  });
});

describe('titles that would reach a mail header', () => {
  it('refuses encoded words and direction tricks with 400 and a sentence; nothing is posted or mailed', async () => {
    const before = await mailsSent();
    const titles = ['=?UTF-8?Q?Sam=0D=0ABcc:_victim@example.com?=', 'Sofa =?utf-8?b?QmNjOiB2aWN0aW0=?=', 'Sam\u202Egnp.exe', 'Desk\u2028Bcc: victim@example.com', 'Lamp \u2066cheap\u2069'];
    for (const title of titles) {
      // Refused before any limit counts: the allowance the address spent above plays no part.
      const answer = await post({ ...honestListingBody('placeholder'), title, contactEmail: fresh() }, { 'accept-language': 'fr' });
      if (answer.status !== 400) {
        invalidAccepted += 1;
        findings.push({ kind: 'invalidAccepted', method: 'POST', path: '/api/listings', body: JSON.stringify({ title }), status: answer.status, response: answer.text.slice(0, 300) });
      }
      expect(answer.status, JSON.stringify(title)).toBe(400);
      const body = JSON.parse(answer.text) as { message: string; errors: { field: string; message: string }[] };
      expect(body.errors.map((error) => error.field)).toEqual(['title']);
      expect(body.errors[0]!.message).toMatch(/^« Titre » .*(en-tête|sens du texte)/);
    }
    expect(await mailsSent()).toBe(before);
  });
});
