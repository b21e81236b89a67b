/**
 * The served OpenAPI document is a contract: it is valid OpenAPI, and real answers of
 * every documented operation keep to it — each status is documented for its operation
 * and each body validates against the documented schema for that status. Requests go
 * through `app.inject`, built from the document's own examples where it has them.
 *
 * This file: listings, search, pricing, location, premium features, feeds, uploads,
 * favourites and health (every operation not in isConversationsArea).
 */
import { eq } from 'drizzle-orm';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../db/schema';
import { imageDecodes, MAX_CONCURRENT_DECODES } from '../infrastructure/images/process-image';
import { ADMIN_TOKEN, call, expectEveryOperationMet, INBOUND_MAIL_SECRET, isConversationsArea, jpeg, limitOfOne, loadDocument, operationOf } from '../testing/openapi-contract';
import { startS3TestServer } from '../testing/s3-test-server';
import { createTestApp, visitorCookie, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

let t: TestApp;
/** The same server with every limit at 1, to meet the 429s. */
let limited: TestApp;
/** The same server without ADMIN_TOKEN (moderation answers 503) or INBOUND_MAIL_SECRET (the inbound-mail webhook answers 404). */

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN, INBOUND_MAIL_SECRET } });
  limited = await createTestApp({ database: t.database, env: { ...limitOfOne, ADMIN_TOKEN } });
  await loadDocument(t);
});
afterAll(async () => {
  await limited?.close();
  await t?.close();
});

describe('real answers keep to the document: listings, search, media', () => {
  it('listings: browse, post, read, manage, report, images, sold, renew, delete', async () => {
    const example = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject;

    await call(t, 'GET /api/listings', { url: '/api/listings?city=london&limit=5' });
    await call(t, 'GET /api/listings', { url: '/api/listings?search=desk&sort=relevance' });
    await call(t, 'GET /api/listings', { url: '/api/listings?limit=0' });
    await call(t, 'GET /api/listings', { url: '/api/listings?priceMin=abc' });

    // The document's own example posts.
    const posted = await call(t, 'POST /api/listings', { url: '/api/listings', payload: example.example as object });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id, manageUrl } = posted.json<{ id: string; manageUrl: string }>();
    const seller = { cookie: visitorCookie(posted) };
    const token = manageUrl.split('/').pop()!;
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));

    // The documented length limits are the server's: at the limit posts, one more is refused.
    const properties = example.properties as Record<string, OpenAPIV3.SchemaObject>;
    for (const field of ['title', 'description', 'neighborhood']) {
      const max = properties[field]!.maxLength!;
      const atLimit = await call(t, 'POST /api/listings', { url: '/api/listings', payload: { ...(example.example as object), [field]: 'a'.repeat(max) } });
      expect(atLimit.statusCode, `${field} of ${max} characters: ${atLimit.body}`).toBe(201);
      const over = await call(t, 'POST /api/listings', { url: '/api/listings', payload: { ...(example.example as object), [field]: 'a'.repeat(max + 1) } });
      expect(over.statusCode, `${field} of ${max + 1} characters`).toBe(400);
    }

    await call(t, 'POST /api/listings', { url: '/api/listings', payload: {} });
    await call(t, 'POST /api/listings', { url: '/api/listings', payload: '{"title": ', headers: { 'content-type': 'application/json' } });
    await call(t, 'POST /api/listings', { url: '/api/listings', payload: '<title>desk</title>', headers: { 'content-type': 'application/xml' } });
    await call(t, 'POST /api/listings', { url: '/api/listings', payload: { ...(example.example as object), description: 'x'.repeat(70_000) } });

    await call(t, 'GET /api/listings/{id}', { url: `/api/listings/${id}` });
    await call(t, 'GET /api/listings/{id}', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f' });
    await call(t, 'GET /api/listings/{id}', { url: `/api/listings/${id}`, headers: { 'x-manage-token': 'x'.repeat(101) } });
    await call(t, 'GET /api/listings/{id}/price-analysis', { url: `/api/listings/${id}/price-analysis` });
    await call(t, 'GET /api/listings/{id}/price-analysis', { url: '/api/listings/not-a-listing/price-analysis' });
    await call(t, 'GET /api/listings/{id}/price-analysis', { url: '/api/listings/%01/price-analysis' });

    await call(t, 'GET /api/listings/{id}/manage', { url: `/api/listings/${id}/manage`, headers: seller });
    await call(t, 'GET /api/listings/{id}/manage', { url: `/api/listings/${id}/manage`, headers: { 'x-manage-token': token } });
    await call(t, 'GET /api/listings/{id}/manage', { url: `/api/listings/${id}/manage` });
    await call(t, 'GET /api/listings/{id}/manage', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/manage' });
    await call(t, 'GET /api/listings/{id}/manage', { url: `/api/listings/${id}/manage`, headers: { 'x-manage-token': 'x'.repeat(101) } });

    const edit = { ...(example.example as object), title: 'Oak writing desk, price lowered' };
    await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${id}`, headers: seller, payload: edit });
    await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${id}`, payload: edit });
    await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${id}`, headers: seller, payload: { ...edit, title: '' } });
    await call(t, 'PUT /api/listings/{id}', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f', headers: seller, payload: edit });
    await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${id}`, headers: seller, payload: { ...edit, description: 'x'.repeat(70_000) } });
    await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${id}`, headers: { ...seller, 'content-type': 'application/xml' }, payload: '<listing/>' });
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));

    // An image uploaded by the seller, attached to the listing.
    const upload = await call(t, 'POST /api/objects/upload', { url: '/api/objects/upload', headers: seller });
    const { uploadURL } = upload.json<{ uploadURL: string }>();
    const image = await call(t, 'PUT /api/objects/upload/{id}', {
      url: uploadURL,
      payload: await jpeg(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(image.statusCode, image.body).toBe(200);
    await call(t, 'PUT /api/objects/upload/{id}', { url: uploadURL, payload: await jpeg(), headers: { 'content-type': 'image/jpeg' } });
    await call(t, 'PUT /api/objects/upload/{id}', { url: `${uploadURL}x`, payload: await jpeg(), headers: { 'content-type': 'image/jpeg' } });
    const second = (await call(t, 'POST /api/objects/upload', { url: '/api/objects/upload', headers: seller })).json<{ uploadURL: string }>();
    await call(t, 'PUT /api/objects/upload/{id}', { url: second.uploadURL, payload: 'not an image', headers: { 'content-type': 'image/jpeg' } });
    const third = (await call(t, 'POST /api/objects/upload', { url: '/api/objects/upload', headers: seller })).json<{ uploadURL: string }>();
    await call(t, 'PUT /api/objects/upload/{id}', { url: third.uploadURL, payload: Buffer.alloc(0), headers: { 'content-type': 'image/jpeg' } });
    await call(t, 'PUT /api/objects/upload/{id}', {
      url: third.uploadURL,
      payload: Buffer.alloc(5 * 1024 * 1024 + 1),
      headers: { 'content-type': 'image/jpeg' },
    });

    const imageURLs = [image.json<{ url: string }>().url];
    await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${id}/images`, headers: seller, payload: { imageURLs } });
    await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${id}/images`, headers: seller, payload: { imageURLs: ['https://elsewhere.example/a.jpg'] } });
    await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${id}/images`, payload: { imageURLs } });
    await call(t, 'PUT /api/listings/{id}/images', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/images', headers: seller, payload: { imageURLs } });
    await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${id}/images`, headers: seller, payload: { imageURLs: Array(3000).fill('/media/u/x/full.webp') } });
    await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${id}/images`, headers: { ...seller, 'content-type': 'application/xml' }, payload: '<images/>' });
    // A photo belongs to one ad: the seller's other ad may not show it too, by any route.
    const other = await call(t, 'POST /api/listings', { url: '/api/listings', headers: seller, payload: example.example as object });
    const otherId = other.json<{ id: string }>().id;
    const onOther = await call(t, 'PUT /api/listings/{id}/images', { url: `/api/listings/${otherId}/images`, headers: seller, payload: { imageURLs } });
    expect(onOther.statusCode, onOther.body).toBe(409);
    const postedWith = await call(t, 'POST /api/listings', { url: '/api/listings', headers: seller, payload: { ...(example.example as object), images: imageURLs } });
    expect(postedWith.statusCode, postedWith.body).toBe(409);
    const editedWith = await call(t, 'PUT /api/listings/{id}', { url: `/api/listings/${otherId}`, headers: seller, payload: { ...(example.example as object), images: imageURLs } });
    expect(editedWith.statusCode, editedWith.body).toBe(409);


    const report = (operationOf('post', '/api/listings/{id}/reports').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    await call(t, 'POST /api/listings/{id}/reports', { url: `/api/listings/${id}/reports`, payload: report.example as object });
    await call(t, 'POST /api/listings/{id}/reports', { url: `/api/listings/${id}/reports`, payload: { reason: 'boring' } });
    await call(t, 'POST /api/listings/{id}/reports', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/reports', payload: report.example as object });
    await call(t, 'POST /api/listings/{id}/reports', { url: `/api/listings/${id}/reports`, payload: { reason: 'spam', details: 'x'.repeat(70_000) } });
    await call(t, 'POST /api/listings/{id}/reports', { url: `/api/listings/${id}/reports`, payload: '<report/>', headers: { 'content-type': 'application/xml' } });

    await call(t, 'POST /api/listings/{id}/email-confirmation', { url: `/api/listings/${id}/email-confirmation`, headers: seller });
    await call(t, 'POST /api/listings/{id}/email-confirmation', { url: `/api/listings/${id}/email-confirmation` });
    await call(t, 'POST /api/listings/{id}/email-confirmation', { url: `/api/listings/${id}/email-confirmation`, headers: { 'x-manage-token': 'x'.repeat(101) } });
    await call(t, 'POST /api/listings/{id}/email-confirmation', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/email-confirmation', headers: seller });
    await call(limited, 'POST /api/listings/{id}/email-confirmation', { url: `/api/listings/${id}/email-confirmation`, headers: seller });
    const again = await call(limited, 'POST /api/listings/{id}/email-confirmation', { url: `/api/listings/${id}/email-confirmation`, headers: seller });
    expect(again.statusCode).toBe(429);

    // Wrong management tokens are counted: past the limit every token is refused.
    const wrongToken = { 'x-manage-token': 'not-the-token-of-this-listing' };
    for (const [operation, url, payload] of [
      ['GET /api/listings/{id}', `/api/listings/${id}`],
      ['GET /api/listings/{id}/manage', `/api/listings/${id}/manage`],
      ['PUT /api/listings/{id}', `/api/listings/${id}`, edit],
      ['PUT /api/listings/{id}/images', `/api/listings/${id}/images`, { imageURLs }],
      ['POST /api/listings/{id}/email-confirmation', `/api/listings/${id}/email-confirmation`],
      ['POST /api/listings/{id}/sold', `/api/listings/${id}/sold`],
      ['POST /api/listings/{id}/unsold', `/api/listings/${id}/unsold`],
      ['POST /api/listings/{id}/renew', `/api/listings/${id}/renew`],
      ['DELETE /api/listings/{id}', `/api/listings/${id}`],
    ] as const) {
      await call(limited, operation, { url, headers: wrongToken, ...(payload ? { payload } : {}) });
      const refused = await call(limited, operation, { url, headers: wrongToken, ...(payload ? { payload } : {}) });
      expect(refused.statusCode, `${operation} after wrong tokens`).toBe(429);
    }

    // The seller's actions, refused: a malformed token, someone else, no such listing.
    for (const action of ['sold', 'unsold', 'renew'] as const) {
      const operation = `POST /api/listings/{id}/${action}`;
      await call(t, operation, { url: `/api/listings/${id}/${action}`, headers: { 'x-manage-token': 'x'.repeat(101) } });
      await call(t, operation, { url: `/api/listings/${id}/${action}` });
      await call(t, operation, { url: `/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/${action}`, headers: seller });
    }

    await call(t, 'POST /api/listings/{id}/renew', { url: `/api/listings/${id}/renew`, headers: seller });
    await call(t, 'POST /api/listings/{id}/unsold', { url: `/api/listings/${id}/unsold`, headers: seller });
    await call(t, 'POST /api/listings/{id}/sold', { url: `/api/listings/${id}/sold`, headers: seller });
    await call(t, 'POST /api/listings/{id}/sold', { url: `/api/listings/${id}/sold` });
    await call(t, 'POST /api/listings/{id}/renew', { url: `/api/listings/${id}/renew`, headers: seller });
    await call(t, 'POST /api/listings/{id}/unsold', { url: `/api/listings/${id}/unsold`, headers: seller });
    await call(t, 'POST /api/listings/{id}/renew', { url: `/api/listings/${id}/renew`, headers: { 'x-manage-token': token } });

    await call(t, 'DELETE /api/listings/{id}', { url: `/api/listings/${id}` });
    await call(t, 'DELETE /api/listings/{id}', { url: `/api/listings/${id}`, headers: { 'x-manage-token': 'x'.repeat(101) } });
    await call(t, 'DELETE /api/listings/{id}', { url: `/api/listings/${id}`, headers: seller });
    await call(t, 'DELETE /api/listings/{id}', { url: `/api/listings/${id}`, headers: seller });
    // About a hundred requests, some of them image uploads: on a busy machine, more than the default minute.
  }, 180_000);

  it('search, pricing, location, premium features and feeds', async () => {
    await call(t, 'GET /api/suggestions', { url: '/api/suggestions?q=desk&city=london' });
    await call(t, 'GET /api/suggestions', { url: '/api/suggestions' });
    await call(t, 'GET /api/suggestions', { url: '/api/suggestions?city=atlantis' });
    await call(t, 'GET /api/trending', { url: '/api/trending?city=london' });
    await call(t, 'GET /api/trending', { url: '/api/trending?limit=50' });
    await call(t, 'GET /api/category-counts', { url: '/api/category-counts?city=london' });
    await call(t, 'GET /api/category-counts', { url: '/api/category-counts?city=atlantis' });

    await call(t, 'GET /api/price-estimate', { url: '/api/price-estimate?category=for-sale&title=Oak%20writing%20desk&city=london' });
    await call(t, 'GET /api/price-estimate', { url: '/api/price-estimate?category=for-sale' });

    const detected = await call(t, 'GET /api/location/detect', { url: '/api/location/detect' });
    expect(detected.json()).toEqual({ city: null, match: null });
    // Any address with a control character in its query is refused.
    await call(t, 'GET /api/location/detect', { url: '/api/location/detect?note=%01' });
    await call(t, 'POST /api/objects/upload', { url: '/api/objects/upload?note=%01' });

    await call(t, 'GET /api/feature-gate', { url: '/api/feature-gate?category=all&city=london' });
    await call(t, 'GET /api/feature-gate', { url: '/api/feature-gate?category=all' });
    await call(t, 'GET /api/paid-features', { url: '/api/paid-features?category=largest&city=global' });
    await call(t, 'GET /api/paid-features', { url: '/api/paid-features?category=cars&city=london' });

    await call(t, 'GET /feeds/listings.xml', { url: '/feeds/listings.xml?city=london&q=desk' });
    await call(t, 'GET /feeds/listings.xml', { url: '/feeds/listings.xml?priceMin=cheap' });
  });

  it('rate limits answer 429 where the document says: listings, search, uploads, feeds, reports', async () => {
    const twice = async (operation: string, request: { url: string; payload?: object; headers?: Record<string, string> }) => {
      await call(limited, operation, request);
      const second = await call(limited, operation, request);
      expect(second.statusCode, `${operation} a second time`).toBe(429);
    };
    await twice('GET /api/listings', { url: '/api/listings?search=bike' });
    await twice('GET /api/price-estimate', { url: '/api/price-estimate?category=for-sale&title=Road%20bike' });
    await twice('POST /api/objects/upload', { url: '/api/objects/upload' });
    const feed = await call(limited, 'GET /feeds/listings.xml', { url: '/feeds/listings.xml?q=lamp' });
    expect(feed.statusCode).toBe(429);
    const example = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject;
    await twice('POST /api/listings', { url: '/api/listings', payload: example.example as object });

    // Another listing to report, posted on the roomy server.
    const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: example.example as object });
    const { id } = posted.json<{ id: string }>();
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
    await twice('POST /api/listings/{id}/reports', { url: `/api/listings/${id}/reports`, payload: { reason: 'spam' } });
  });

  it('an upload while every image decoder is busy is asked to come back (429), and then succeeds', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const occupied = Array.from({ length: MAX_CONCURRENT_DECODES }, () => imageDecodes.run(() => held));
    expect(imageDecodes.active).toBe(MAX_CONCURRENT_DECODES);
    const { uploadURL } = (await call(t, 'POST /api/objects/upload', { url: '/api/objects/upload' })).json<{ uploadURL: string }>();
    const request = { url: uploadURL, payload: await jpeg(), headers: { 'content-type': 'image/jpeg' } };
    const busy = await call(t, 'PUT /api/objects/upload/{id}', request);
    release();
    await Promise.all(occupied);
    expect(busy.statusCode, busy.body).toBe(429);
    const retried = await call(t, 'PUT /api/objects/upload/{id}', request);
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('uploads straight to a bucket (STORAGE=s3): presign, confirm, and every refusal', async () => {
    const s3 = await startS3TestServer();
    const bucketApp = await createTestApp({ database: t.database, env: s3.env, storage: () => s3.storage() });
    try {
      const start = async (bytes: Buffer, cookie?: string) => {
        const created = await call(bucketApp, 'POST /api/objects/upload', {
          url: '/api/objects/upload',
          headers: cookie ? { cookie } : {},
          payload: { contentType: 'image/jpeg', bytes: bytes.length },
        });
        expect(created.statusCode, created.body).toBe(200);
        const answer = created.json<{ uploadURL: string; confirmURL: string }>();
        return { ...answer, cookie: cookie ?? visitorCookie(created) };
      };
      const confirm = (upload: { confirmURL: string; cookie: string }, confirmURL = upload.confirmURL, cookie = upload.cookie) =>
        call(bucketApp, 'POST /api/objects/upload/{id}/confirm', { url: confirmURL, headers: { cookie } });
      const putToBucket = (upload: { uploadURL: string }, bytes: Buffer) =>
        fetch(upload.uploadURL, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'Content-Type': 'image/jpeg' } });

      await call(bucketApp, 'POST /api/objects/upload', { url: '/api/objects/upload' });
      await call(bucketApp, 'POST /api/objects/upload', { url: '/api/objects/upload', payload: { contentType: 'image/gif', bytes: 10 } });
      await call(bucketApp, 'POST /api/objects/upload', {
        url: '/api/objects/upload',
        payload: `{"contentType":"image/jpeg","bytes":1,"pad":"${'x'.repeat(70_000)}"}`,
        headers: { 'content-type': 'application/json' },
      });
      await call(bucketApp, 'POST /api/objects/upload', { url: '/api/objects/upload', payload: '<image/>', headers: { 'content-type': 'application/xml' } });

      const photo = await jpeg();
      const upload = await start(photo);
      await confirm(upload); // 409: nothing PUT yet
      expect((await putToBucket(upload, photo)).status).toBe(200);
      await confirm(upload, upload.confirmURL.replace(/token=.*/, 'token=abc.def')); // 403
      await confirm(upload, upload.confirmURL.replace(/token=.*/, `token=${'x'.repeat(201)}`)); // 400
      const stranger = visitorCookie(await call(bucketApp, 'POST /api/objects/upload', { url: '/api/objects/upload', payload: { contentType: 'image/jpeg', bytes: 1 } }));
      await confirm(upload, upload.confirmURL, stranger); // 404
      const confirmed = await confirm(upload);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await confirm(upload); // 410
      // This server stores images itself: nothing to confirm.
      await call(t, 'POST /api/objects/upload/{id}/confirm', { url: upload.confirmURL, headers: { cookie: upload.cookie } });

      const huge = await start(photo);
      await putToBucket(huge, Buffer.alloc(5 * 1024 * 1024 + 1));
      await confirm(huge); // 413
      const text = await start(photo);
      await putToBucket(text, Buffer.from('not an image'));
      await confirm(text); // 415

      const busy = await start(photo);
      await putToBucket(busy, photo);
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const occupied = Array.from({ length: MAX_CONCURRENT_DECODES }, () => imageDecodes.run(() => held));
      const refused = await confirm(busy);
      release();
      await Promise.all(occupied);
      expect(refused.statusCode, refused.body).toBe(429);
    } finally {
      await bucketApp.close();
      await s3.stop();
    }
  });

  it('favourites: a visitor saves and unsaves a listing', async () => {
    const example = (operationOf('post', '/api/listings').requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject;
    const posted = await call(t, 'POST /api/listings', { url: '/api/listings', payload: example.example as object });
    const { id } = posted.json<{ id: string }>();
    expect((await call(t, 'POST /api/listings/{id}/favourite', { url: `/api/listings/${id}/favourite` })).statusCode).toBe(204);
    await call(t, 'POST /api/listings/{id}/favourite', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/favourite' });
    await call(t, 'POST /api/listings/{id}/favourite', { url: '/api/listings/%01/favourite' });
    expect((await call(t, 'DELETE /api/listings/{id}/favourite', { url: `/api/listings/${id}/favourite` })).statusCode).toBe(204);
    await call(t, 'DELETE /api/listings/{id}/favourite', { url: '/api/listings/not-a-listing/favourite' });
    await call(t, 'DELETE /api/listings/{id}/favourite', { url: '/api/listings/%01/favourite' });
    // Views are told by browsers (the test client's own user agent reads as a robot's).
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
    expect((await call(t, 'POST /api/listings/{id}/view', { url: `/api/listings/${id}/view`, headers: browser })).statusCode).toBe(204);
    await call(t, 'POST /api/listings/{id}/view', { url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/view', headers: browser });
    await call(t, 'POST /api/listings/{id}/view', { url: '/api/listings/%01/view', headers: browser });
  });

  it('health, also of a process whose database has gone', async () => {
    expect((await call(t, 'GET /api/health', { url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'ok' });
    const database = await openTestDatabase();
    const orphan = await createTestApp({ database });
    try {
      await database.close();
      await call(orphan, 'GET /api/health', { url: '/api/health' });
    } finally {
      await orphan.close();
    }
  });

  it('every documented operation and status of these areas was met, and every error answer has the one error shape', () => {
    expectEveryOperationMet((operation) => !isConversationsArea(operation));
  });
});
