/**
 * The seller's hidden address is not an oracle: a stranger who writes to a listing "from"
 * its contact address (in any letter case) is answered exactly as for any other address,
 * and past the conversation limit every attempt is refused alike (429), the right guess
 * too. Runs on its own production server with the default conversation limits (the shared
 * server lifts every limit for the fuzzer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../domain/limits/rate-limit-rules';
import { parseJson, send, type Answer } from './http';
import { approve, honestListing, postListing, signInReviewer } from './listings';
import { recordPart, type Finding } from './report';
import { freshStorage, startServer, type ServerProcess, type Storage } from './server';

const LIMIT = DEFAULT_RATE_LIMITS.start_conversation.perVisitor;
const ATTEMPTS = LIMIT + 10;

let storage: Storage;
let server: ServerProcess;

beforeAll(async () => {
  storage = await freshStorage('address-oracle');
  server = await startServer(storage, {
    apiOnly: true,
    env: {
      RATE_LIMIT_CONVERSATIONS_PER_HOUR: String(LIMIT),
      RATE_LIMIT_CONVERSATIONS_PER_HOUR_PER_IP: String(DEFAULT_RATE_LIMITS.start_conversation.perIp),
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await storage?.remove();
});

/** What a stranger can read from an answer: its status and, for a start, what the thread says of them. */
function visibleShape(answer: Answer): string {
  if (answer.status !== 201) return String(answer.status);
  const started = parseJson(answer.text) as { thread: { you: unknown; messages: { state: string }[] } };
  return JSON.stringify({ status: 201, you: started.thread.you, states: started.thread.messages.map((message) => message.state) });
}

describe('the seller’s hidden address', () => {
  it(`answers the right guess as a wrong one, and refuses every guess past ${LIMIT}`, async () => {
    const body = honestListing('addressoracle');
    const listing = await postListing(server.url, body);
    if (listing.moderationStatus !== 'approved') await approve(server.url, await signInReviewer(server.url), [listing.id]);
    const contact = String(body.contactEmail);
    const variants = [contact, contact.toUpperCase(), ` ${contact} `];

    let cookie = '';
    const answers: { right: boolean; answer: Answer }[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const right = attempt % 2 === 1;
      const email = right ? variants[attempt % variants.length]! : `guess-${attempt}@example.com`;
      const answer = await send(
        server.url,
        {
          method: 'POST',
          path: '/api/conversations',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ listingId: listing.id, email, name: 'Sam', body: 'Is this still available?' }),
        },
        { timeoutMs: 30_000 },
      );
      // One visitor, as a script keeping its cookie would be (dropping it leaves the address's limit).
      const setCookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
      if (!cookie && setCookie.length > 0) cookie = setCookie.map((line) => line.split(';')[0]!).join('; ');
      answers.push({ right, answer });
    }

    const findings: Finding[] = [];
    const wrongShapes = new Set(answers.filter((a) => !a.right && a.answer.status === 201).map((a) => visibleShape(a.answer)));
    for (const [index, { right, answer }] of answers.entries()) {
      const path = '/api/conversations';
      if (answer.status >= 500) findings.push({ kind: 'serverErrors', method: 'POST', path, status: answer.status, response: answer.text.slice(0, 300) });
      if (right && answer.status !== 429 && !wrongShapes.has(visibleShape(answer))) {
        findings.push({ kind: 'addressesConfirmed', method: 'POST', path, status: answer.status, response: answer.text.slice(0, 300), note: `attempt ${index + 1} with the contact address answered unlike a wrong guess` });
      }
      if (index >= LIMIT && answer.status !== 429) {
        findings.push({ kind: 'answeredPastLimit', method: 'POST', path, status: answer.status, note: `attempt ${index + 1} of ${ATTEMPTS}, limit ${LIMIT}` });
      }
    }
    const confirmed = findings.filter((finding) => finding.kind === 'addressesConfirmed').length;
    recordPart('address-oracle', { requestsSent: ATTEMPTS, serverErrors: findings.filter((f) => f.kind === 'serverErrors').length, addressesConfirmed: confirmed }, findings);

    expect(wrongShapes.size, 'wrong guesses answered in one way').toBe(1);
    expect(answers.slice(0, LIMIT).map((a) => a.answer.status)).toEqual(Array(LIMIT).fill(201));
    expect(findings).toEqual([]);
  });
});
