import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The mails in the outbox to `to`, as text with quoted-printable soft breaks undone. */
async function mailsTo(to: string): Promise<string[]> {
  const files = (await readdir(t.config.outboxDir).catch(() => [])).sort();
  const mails: string[] = [];
  for (const file of files) {
    const mail = (await readFile(path.join(t.config.outboxDir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (mail.includes(`To: ${to}`)) mails.push(mail);
  }
  return mails;
}

describe('saved searches over HTTP', () => {
  it('keeps the links’ tokens out of the logs', async () => {
    const { redactSecrets } = await import('../server');
    expect(redactSecrets('/alerts/confirm/abc/SECRET?x=1')).toBe('/alerts/confirm/abc/[redacted]?x=1');
    expect(redactSecrets('/api/alerts/manage/SECRET/abc')).toBe('/api/alerts/manage/[redacted]/abc');
    expect(redactSecrets('/alerts/unsubscribe/SECRET')).toBe('/alerts/unsubscribe/[redacted]');
  });

  it('answers 201 for a new alert and 200 with the same alert when the address saves the same search again', async () => {
    const save = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/alerts',
        payload: { email: 'same-search@example.com', frequency: 'daily', search: { city: 'london', category: 'housing', search: 'garden flat' } },
      });
    const first = await save();
    expect(first.statusCode, first.body).toBe(201);
    const second = await save();
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<{ alert: { id: string } }>().alert.id).toBe(first.json<{ alert: { id: string } }>().alert.id);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, { post?: { responses: Record<string, unknown> } }> }>();
    expect(Object.keys(spec.paths['/api/alerts']!.post!.responses)).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('saves, confirms by the mailed link, mails a match, and unsubscribes with one POST and no cookie', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: { email: 'http-reader@example.com', language: 'fr', frequency: 'instant', search: { city: 'paris', search: 'vélo', priceMax: '300' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { alert } = saved.json<{ alert: { id: string; status: string; resultsPath: string } }>();
    expect(alert.status).toBe('pending');
    expect(alert.resultsPath).toMatch(/\/paris\?q=v%C3%A9lo&priceMax=300.00$/);

    const [confirmation] = await mailsTo('http-reader@example.com');
    expect(confirmation).toContain('Subject: Confirmez votre alerte');
    const [, id, token] = confirmation!.match(/\/alerts\/confirm\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/)!;
    expect(id).toBe(alert.id);

    const look = await t.app.inject({ method: 'GET', url: `/api/alerts/confirm/${id}/${token}` });
    expect(look.json()).toMatchObject({ confirmed: false, alert: { status: 'pending' } });
    const wrong = await t.app.inject({ method: 'POST', url: `/api/alerts/confirm/${id}/${'x'.repeat(43)}` });
    expect(wrong.statusCode).toBe(404);
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/alerts/confirm/${id}/${token}` });
    expect(confirmed.statusCode).toBe(200);
    const { managePath } = confirmed.json<{ managePath: string }>();

    await t.database.db.insert(listings).values({
      title: 'Vélo de course',
      description: 'Très bon état',
      category: 'for-sale',
      neighborhood: 'Marais',
      contactEmail: 'seller@example.com',
      userId: 'seller',
      city: 'paris',
      countryCode: 'FR',
      currency: 'EUR',
      price: '250.00',
      moderationStatus: 'approved',
    });
    await t.services.alerts.matchPending();
    const mail = (await mailsTo('http-reader@example.com')).find((m) => m.includes('List-Unsubscribe-Post'))!;
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const oneClick = mail.match(/List-Unsubscribe:\s*<http:\/\/[^/]+(\/api\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43})>/)![1]!;
    expect(mail).toContain(managePath);

    // What a mail client does (RFC 8058): a form POST, no cookie, no sign-in.
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json()).toMatchObject({ alert: { id, status: 'unsubscribed' } });
    const list = await t.app.inject({ method: 'GET', url: `/api${managePath}` });
    expect(list.json()).toMatchObject({ email: 'http-reader@example.com', alerts: [{ id, status: 'unsubscribed' }] });
  });
});

describe('changing a saved search by its manage link', () => {
  /** A confirmed alert of `email` and the path of its manage link (`/alerts/manage/{token}`). */
  async function confirmedAlert(email: string): Promise<{ id: string; managePath: string }> {
    const saved = await t.app.inject({ method: 'POST', url: '/api/alerts', payload: { email, frequency: 'daily', search: { city: 'london', search: 'kayak' } } });
    expect(saved.statusCode, saved.body).toBe(201);
    const [confirmation] = await mailsTo(email);
    const [, id, token] = confirmation!.match(/\/alerts\/confirm\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/)!;
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/alerts/confirm/${id}/${token}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { id: id!, managePath: confirmed.json<{ managePath: string }>().managePath };
  }

  it('answers 200 with the alert unchanged to a change that changes nothing (Stop pressed twice, or an empty body)', async () => {
    const { id, managePath } = await confirmedAlert('stop-twice@example.com');
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api${managePath}/${id}`, payload });

    const same = await patch({ status: 'active' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ alert: { id, status: 'active', frequency: 'daily' } });
    const nothing = await patch({});
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(nothing.json()).toMatchObject({ alert: { id, status: 'active', frequency: 'daily' } });

    const stop = await patch({ status: 'unsubscribed' });
    expect(stop.json()).toMatchObject({ alert: { status: 'unsubscribed' } });
    const again = await patch({ status: 'unsubscribed', frequency: 'daily' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ alert: { id, status: 'unsubscribed', frequency: 'daily' } });
  });
});
