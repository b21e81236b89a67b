/**
 * Capability tokens: a manage token that is wrong, truncated, case-changed, padded or
 * another listing's changes nothing, through the x-manage-token header or the
 * /manage/{id}/{token} page; a reviewer's cookie stops working at sign-out, and a tampered
 * one never works. The listing is compared field by field before and after.
 */
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { encodeQueryValue } from './hostile';
import { parseJson, send, type Sent } from './http';
import { approve, honestListing, postListing, readListing, signInReviewer } from './listings';
import { recordPart, type Finding } from './report';

const base = inject('robustnessUrl');

function swapCase(text: string): string {
  return [...text].map((char) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase())).join('');
}

/** Management calls, each with the token to try. */
function manageCalls(id: string, token: string): Sent[] {
  const headers = { 'x-manage-token': token };
  const json = { ...headers, 'content-type': 'application/json' };
  return [
    { method: 'GET', path: `/api/listings/${id}/manage`, headers },
    { method: 'PUT', path: `/api/listings/${id}`, headers: json, body: JSON.stringify({ ...honestListing('changed'), title: 'Changed by a stranger' }) },
    { method: 'PUT', path: `/api/listings/${id}/images`, headers: json, body: JSON.stringify({ imageURLs: [] }) },
    { method: 'POST', path: `/api/listings/${id}/sold`, headers },
    { method: 'POST', path: `/api/listings/${id}/unsold`, headers },
    { method: 'POST', path: `/api/listings/${id}/renew`, headers },
    { method: 'POST', path: `/api/listings/${id}/email-confirmation`, headers },
    { method: 'DELETE', path: `/api/listings/${id}`, headers },
  ];
}

const WATCHED = ['title', 'description', 'price', 'status', 'soldAt', 'images', 'moderationStatus', 'updatedAt', 'expiresAt', 'neighborhood'];

describe('capability tokens', () => {
  it('refuses wrong, truncated, case-changed and cross-listing manage tokens, and changes nothing', async () => {
    const target = await postListing(base, honestListing('tokentarget'));
    const other = await postListing(base, honestListing('tokenother'));
    const before = await readListing(base, target);
    expect(typeof before, 'the seller reads the listing with its own token').toBe('object');

    const token = target.token;
    const variants: Record<string, string> = {
      'another listing’s token': other.token,
      'truncated by one': token.slice(0, -1),
      'first half': token.slice(0, Math.floor(token.length / 2)),
      'one character': token.slice(0, 1),
      'case swapped': swapCase(token),
      'upper case': token.toUpperCase(),
      'lower case': token.toLowerCase(),
      'last character changed': token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
      'one character longer': `${token}A`,
      // (Spaces around a header value are not part of it in HTTP: inside, they are.)
      'a space inside': `${token.slice(0, 8)} ${token.slice(8)}`,
      'doubled': `${token}${token}`,
      'percent-encoded NUL after it': `${token}%00`,
      'empty': '',
      'the listing id': target.id,
    };
    const accepted: Finding[] = [];
    let sent = 0;
    for (const [name, variant] of Object.entries(variants)) {
      if (variant === token) continue;
      for (const call of manageCalls(target.id, variant)) {
        const answer = await send(base, call);
        sent++;
        if (answer.status >= 200 && answer.status < 300) accepted.push({ kind: 'tokensAccepted', method: call.method, path: call.path, body: call.body?.toString(), status: answer.status, note: `x-manage-token ${name}` });
      }
      if (variant === '') continue;
      const pagePath = `/manage/${target.id}/${encodeQueryValue(variant).replace(/%2500/, '%00')}`;
      const page = await send(base, { method: 'GET', path: pagePath });
      sent++;
      if (page.status === 200) accepted.push({ kind: 'tokensAccepted', method: 'GET', path: pagePath, status: page.status, note: `manage page with a token ${name}` });
    }
    // Without the posting browser's cookie, the token-less manage page is not the seller's either.
    const own = await send(base, { method: 'GET', path: `/manage/${target.id}` });
    sent++;
    if (own.status === 200 && own.text.includes('seller@example.com')) accepted.push({ kind: 'tokensAccepted', method: 'GET', path: `/manage/${target.id}`, status: 200, note: 'manage page without token or cookie shows the seller’s email' });

    const after = await readListing(base, target);
    const changed = WATCHED.filter((field) => typeof after !== 'object' || typeof before !== 'object' || JSON.stringify(after[field]) !== JSON.stringify(before[field]));
    if (changed.length > 0) accepted.push({ kind: 'tokensAccepted', method: '-', path: `/api/listings/${target.id}`, note: `the listing changed: ${changed.join(', ')}` });

    recordPart('manage-tokens', { requestsSent: sent, tokensAccepted: accepted.length }, accepted);
    expect(accepted, 'manage tokens that worked though wrong').toEqual([]);
  });

  it('refuses wrong, truncated, case-changed and cross-conversation thread tokens: nothing read, nothing written', async () => {
    const listing = await postListing(base, honestListing('conversationtarget'));
    const session = await signInReviewer(base);
    await approve(base, session, [listing.id]);
    const startConversation = async (email: string) => {
      const answer = await send(base, {
        method: 'POST',
        path: '/api/conversations',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ listingId: listing.id, email, body: 'Is this still available?' }),
      });
      expect(answer.status, answer.text).toBe(201);
      return parseJson(answer.text) as { conversationId: string; token: string };
    };
    const target = await startConversation('robust-buyer-1@example.com');
    const other = await startConversation('robust-buyer-2@example.com');
    const readThread = async () => {
      const answer = await send(base, { method: 'GET', path: `/api/conversations/${target.conversationId}`, headers: { 'x-conversation-token': target.token } });
      return answer.text;
    };
    const before = await readThread();
    const token = target.token;
    const variants: Record<string, string> = {
      'another conversation’s token': other.token,
      'truncated by one': token.slice(0, -1),
      'case swapped': swapCase(token),
      'last character changed': token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
      'one character longer': `${token}A`,
      'the conversation id': target.conversationId,
      'the listing’s manage token': listing.token,
    };
    const accepted: Finding[] = [];
    let sent = 0;
    for (const [name, variant] of Object.entries(variants)) {
      const headers = { 'x-conversation-token': variant };
      const json = { ...headers, 'content-type': 'application/json' };
      const id = target.conversationId;
      const calls: Sent[] = [
        { method: 'GET', path: `/api/conversations/${id}`, headers },
        { method: 'POST', path: `/api/conversations/${id}/messages`, headers: json, body: JSON.stringify({ body: 'Written by a stranger' }) },
        { method: 'POST', path: `/api/conversations/${id}/read`, headers },
        { method: 'POST', path: `/api/conversations/${id}/block`, headers },
        { method: 'POST', path: `/api/conversations/${id}/sold`, headers },
        { method: 'POST', path: `/api/conversations/${id}/links`, headers },
        { method: 'POST', path: `/api/conversations/${id}/report`, headers: json, body: JSON.stringify({ reason: 'A stranger' }) },
      ];
      for (const call of calls) {
        const answer = await send(base, call);
        sent++;
        if (answer.status >= 200 && answer.status < 300) accepted.push({ kind: 'tokensAccepted', method: call.method, path: call.path, body: call.body?.toString(), status: answer.status, note: `x-conversation-token ${name}` });
      }
      const pagePath = `/messages/${id}/${encodeQueryValue(variant)}`;
      const page = await send(base, { method: 'GET', path: pagePath });
      sent++;
      if (page.status === 200 && page.text.includes('Is this still available?')) accepted.push({ kind: 'tokensAccepted', method: 'GET', path: pagePath, status: 200, note: `thread page with a token ${name}` });
    }
    const after = await readThread();
    if (after !== before) accepted.push({ kind: 'tokensAccepted', method: '-', path: `/api/conversations/${target.conversationId}`, note: 'the thread changed' });
    recordPart('conversation-tokens', { requestsSent: sent, tokensAccepted: accepted.length }, accepted);
    expect(accepted, 'thread tokens that worked though wrong').toEqual([]);
  });

  it('forgets a reviewer’s cookie at sign-out and never takes a tampered one', async () => {
    const listing = await postListing(base, honestListing('reviewertarget'));
    const before = await readListing(base, listing);
    const session = await signInReviewer(base);
    const queue = await send(base, { method: 'GET', path: '/api/moderation/queue', headers: { cookie: session.cookie } });
    expect(queue.status, 'the signed-in reviewer sees the queue').toBe(200);

    const [name, value] = session.cookie.split(/=(.*)/s) as [string, string];
    const decoded = decodeURIComponent(value);
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'a' ? 'b' : 'a') + text.slice(at + 1);
    const tampered: Record<string, string> = {
      'signature changed': `${name}=${encodeURIComponent(flip(decoded, decoded.length - 2))}`,
      'value changed': `${name}=${encodeURIComponent(flip(decoded, 2))}`,
      'signature removed': `${name}=${encodeURIComponent(decoded.replace(/\.[^.]*$/, ''))}`,
      'signature only': `${name}=${encodeURIComponent(decoded.replace(/^.*\./, '.'))}`,
      'empty': `${name}=`,
      'doubled cookie': `${name}=x; ${session.cookie}x`,
    };

    const logout = await send(base, { method: 'POST', path: '/api/moderation/logout', headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken } });
    expect(logout.status, 'signing out').toBeLessThan(300);

    const attempts: Array<[string, string]> = [['the signed-out session', session.cookie], ...Object.entries(tampered)];
    const accepted: Finding[] = [];
    let sent = 0;
    for (const [what, cookie] of attempts) {
      const calls: Sent[] = [
        { method: 'GET', path: '/api/moderation/queue', headers: { cookie } },
        { method: 'GET', path: '/api/moderation/session', headers: { cookie } },
        {
          method: 'POST',
          path: '/api/moderation/decisions',
          headers: { cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' },
          body: JSON.stringify({ ids: [listing.id], decision: 'reject' }),
        },
      ];
      for (const call of calls) {
        const answer = await send(base, call);
        sent++;
        if (answer.status >= 200 && answer.status < 300) accepted.push({ kind: 'tokensAccepted', method: call.method, path: call.path, body: call.body?.toString(), status: answer.status, response: answer.text.slice(0, 200), note: `reviewer cookie: ${what}` });
      }
      const page = await send(base, { method: 'GET', path: '/moderation', headers: { cookie } });
      sent++;
      if (page.text.includes(session.csrfToken)) accepted.push({ kind: 'tokensAccepted', method: 'GET', path: '/moderation', status: page.status, note: `reviewer cookie: ${what} — the page still carries the session` });
    }
    const after = await readListing(base, listing);
    const changed = WATCHED.filter((field) => typeof after !== 'object' || typeof before !== 'object' || JSON.stringify(after[field]) !== JSON.stringify(before[field]));
    if (changed.length > 0) accepted.push({ kind: 'tokensAccepted', method: '-', path: `/api/listings/${listing.id}`, note: `the listing changed: ${changed.join(', ')}` });

    recordPart('reviewer-session', { requestsSent: sent, tokensAccepted: accepted.length }, accepted);
    expect(accepted, 'reviewer cookies that worked after sign-out or tampering').toEqual([]);
  });

  it('lets an uploaded image belong to one listing only', async () => {
    // One visitor (the cookie the first call sets) uploads and posts both listings, as a seller would.
    const signed = await send(base, { method: 'POST', path: '/api/objects/upload' });
    expect(signed.status, `asking for an upload URL: ${signed.text}`).toBe(200);
    const cookie = ([] as string[]).concat(signed.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!).join('; ');
    const first = await postListing(base, honestListing('imagefirst'), cookie);
    const second = await postListing(base, honestListing('imagesecond'), cookie);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
    const { uploadURL } = parseJson(signed.text) as { uploadURL: string };
    const put = await send(base, { method: 'PUT', path: uploadURL, headers: { 'content-type': 'image/png', cookie }, body: png }, { timeoutMs: 30_000 });
    expect(put.status, `uploading: ${put.text}`).toBe(200);
    const { url } = parseJson(put.text) as { url: string };
    const attach = (listing: { id: string; token: string }) =>
      send(base, {
        method: 'PUT',
        path: `/api/listings/${listing.id}/images`,
        headers: { 'content-type': 'application/json', 'x-manage-token': listing.token, cookie },
        body: JSON.stringify({ imageURLs: [url] }),
      });
    const attached = await attach(first);
    expect(attached.status, `attaching the upload to its listing: ${attached.text}`).toBe(200);
    const again = await attach(second);
    const findings: Finding[] = [];
    if (again.status >= 200 && again.status < 300) {
      findings.push({ kind: 'tokensAccepted', method: 'PUT', path: `/api/listings/${second.id}/images`, body: JSON.stringify({ imageURLs: [url] }), status: again.status, note: 'an image already attached to another listing was attached again' });
    }
    recordPart('upload-ownership', { requestsSent: 5, tokensAccepted: findings.length }, findings);
    expect(findings, 'uploads attached to two listings').toEqual([]);
  });

  it('stops a visitor who keeps guessing manage tokens', async () => {
    const target = await postListing(base, honestListing('guessed'));
    // A visitor is one cookie, made when they first act (here: saving a favourite); reading makes none.
    const first = await send(base, { method: 'POST', path: `/api/listings/${target.id}/favourite` });
    const cookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!).join('; ');
    expect(cookie, 'the visitor cookie').not.toBe('');
    let refusedAt = 0;
    let sent = 0;
    for (let guess = 1; guess <= 200 && refusedAt === 0; guess++) {
      const wrong = `${target.token.slice(0, -4)}${String(guess).padStart(4, '0')}`;
      const answer = await send(base, { method: 'GET', path: `/api/listings/${target.id}/manage`, headers: { 'x-manage-token': wrong, cookie } });
      sent++;
      if (answer.status === 429) refusedAt = guess;
      else if (answer.status >= 200 && answer.status < 300) break;
    }
    const findings: Finding[] =
      refusedAt === 0
        ? [{ kind: 'tokensAccepted', method: 'GET', path: `/api/listings/${target.id}/manage`, note: `${sent} wrong x-manage-token guesses from one visitor were all answered without 429` }]
        : [];
    recordPart('token-guessing', { requestsSent: sent + 2, tokensAccepted: findings.length }, findings);
    expect(findings, 'unlimited token guessing').toEqual([]);
  });
});
