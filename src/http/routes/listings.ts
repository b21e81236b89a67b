import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { attachImagesSchema, attachListingImages } from '../../domain/listings/attach-listing-images';
import { editListing } from '../../domain/listings/edit-listing';
import { getListing } from '../../domain/listings/get-listing';
import { getListingForVisitor } from '../../domain/listings/get-listing-for-visitor';
import type { ListingManager } from '../../domain/listings/listing-access';
import {
  heldStatusSchema,
  listingFiltersSchema,
  listingInputSchema,
  listingSchema,
  screenedStatusSchema,
} from '../../domain/listings/listing-schemas';
import {
  deleteListing,
  getManagedListing,
  managedListingSchema,
  markListingSold,
  renewListing,
} from '../../domain/listings/manage-listing';
import { reportInputSchema, reportListing } from '../../domain/listings/report-listing';
import type { ListingsCache } from '../../domain/listings/listings-cache';
import { searchListings } from '../../domain/listings/search-listings';
import { undoListingSold } from '../../domain/listings/undo-listing-sold';
import { postListing } from '../../domain/listings/post-listing';
import { answeredWarningSchema, answeredWarnings } from '../../domain/listings/plausibility';
import { requestListingConfirmation } from '../../domain/listings/request-listing-confirmation';
import type { Mailer } from '../../domain/mail/mailer';
import { requestLocale } from '../request-locale';
import { mediaUrlPrefixes } from '../../domain/media/media-keys';
import type { MediaStorage } from '../../domain/media/media-storage';
import { priceAnalysisSchema } from '../../domain/pricing/analyse-price';
import { checkListingPrice } from '../../domain/pricing/price-verdicts';
import type { SearchLog } from '../../domain/search/trending';
import type { ListingDetailCache } from '../plugins/listing-detail-cache';
import { errorResponses, JSON_BODY_ERRORS } from '../schemas';
import { queryText } from '../../domain/shared/text';

const idParams = z.object({ id: queryText('id', 100).describe('The listing id (a UUID)') });

/** What a seller sends: the documented example request of POST and PUT /api/listings. */
const LISTING_INPUT_EXAMPLE = {
  title: 'Oak writing desk with two drawers',
  description: 'Solid oak, 120 × 60 cm. A few marks on the top, drawers run smoothly. Collection from Hackney.',
  price: '85',
  priceUnit: null,
  category: 'for-sale',
  subcategory: 'furniture',
  condition: 'good',
  neighborhood: 'Hackney',
  contactEmail: 'seller@example.com',
  deliveryAvailable: false,
  priceNegotiable: true,
  city: 'london',
};

/** The seller: the visitor's cookie, plus the management link's token when sent. */
/** Wrong management tokens are counted: past the limit every token is refused (domain/limits/link-token-limit.ts). */
/** A stranger, a wrong token and an unknown id get one answer, so it never tells whether a listing exists (listing-access.ts). */
const NOT_MANAGED = [404, 'No such listing, or not yours to manage (the same answer for both)'] as const;
const WRONG_TOKENS = [429, 'Too many wrong management tokens from this visitor or address: every token is refused until Retry-After'] as const;

function managerOf(request: FastifyRequest): ListingManager {
  const token = request.headers['x-manage-token'];
  // A "My ads" session (plugins/my-ads-session.ts) manages every listing with its contact address.
  return { visitorId: request.visitorId, token: typeof token === 'string' ? token : null, limits: request.limits(), myAdsEmail: request.myAdsEmail };
}

/** JSON already serialised by the route's schema: sent as it is, not serialised again. */
function sendSerialized(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

const heldListingSchema = listingSchema.extend({ moderationStatus: heldStatusSchema.optional() });

const manageHeaders = z.object({
  'x-manage-token': queryText('x-manage-token', 100).optional().describe("The token of the listing's secret management link"),
});

export const listingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: MediaStorage;
  mailer: Mailer;
  publicUrl: string;
  /** Public listings' JSON kept for a moment (plugins/listing-detail-cache.ts); none: always read afresh. */
  detailCache?: ListingDetailCache;
  /** Counts and price checks kept while no listing changes. */
  listingsCache: ListingsCache;
  /** Where searches are counted for trending. */
  searchLog: SearchLog;
}> = async (app, { db, storage, mailer, publicUrl, detailCache, listingsCache, searchLog }) => {
  const mediaPrefixes = mediaUrlPrefixes(storage);
  app.get(
    '/api/listings',
    {
      schema: {
        tags: ['listings'],
        summary: 'Browse and search public listings',
        description:
          'Keyset-paginated: when more results exist, the `Link` header carries the next page (`rel="next"`). ' +
          'When a search word matched no title and was corrected, `X-Search-Corrections` names the words searched for.',
        querystring: listingFiltersSchema,
        response: {
          200: z.array(listingSchema).describe('Public listings, best first for the chosen sort'),
          ...errorResponses(400, [429, 'Too many searches (only searches with words count); try again after Retry-After']),
        },
      },
    },
    async (request, reply) => {
      const page = await searchListings(db, { filters: request.query, consumeLimit: (action) => request.consumeLimit(action), searchLog });
      if (page.corrections.length > 0) reply.header('x-search-corrections', page.corrections.join(','));
      if (page.nextCursor) {
        const next = new URLSearchParams(request.url.split('?')[1] ?? '');
        next.set('cursor', page.nextCursor);
        reply.header('link', `</api/listings?${next.toString()}>; rel="next"`);
      }
      return page.listings;
    },
  );

  app.get(
    '/api/listings/:id',
    {
      schema: {
        tags: ['listings'],
        summary: 'One public listing (its seller also sees it while screening holds it back)',
        description:
          '`moderationStatus` appears only when the seller asks for their own listing that is not public yet: ' +
          '`pending`, `review` (waits for a moderator) or `rejected`. To anyone else such a listing is 404.',
        params: idParams,
        headers: manageHeaders,
        response: {
          200: heldListingSchema,
          ...errorResponses(400, [404, 'No such listing, or it is not public and you are not its seller'], WRONG_TOKENS),
        },
      },
      // A cached public listing is answered before validation and the handler: only ids that
      // passed both are in the cache. The app's hooks (headers, cache policy, ETag) still run.
      onRequest: (request, reply, done) => {
        const cached = detailCache && request.headers['x-manage-token'] === undefined ? detailCache.get(request.params.id) : undefined;
        if (cached === undefined) return done();
        sendSerialized(reply, cached);
      },
    },
    async (request, reply) => {
      // A public listing is the same for everyone; a management token is checked (and counted) afresh.
      const shared = detailCache && request.headers['x-manage-token'] === undefined;
      const begun = detailCache?.begin() ?? 0;
      const { listing, heldStatus } = await getListingForVisitor(db, { id: request.params.id, manager: managerOf(request) });
      if (!heldStatus) {
        if (!shared) return listing;
        // Serialised by the route's own response schema, once, then sent as it is.
        const body = reply.serialize(listing) as string;
        detailCache.set(request.params.id, body, begun);
        return sendSerialized(reply, body);
      }
      reply.header('cache-control', 'private, no-store');
      return { ...listing, moderationStatus: heldStatus };
    },
  );

  app.post(
    '/api/listings',
    {
      schema: {
        tags: ['listings'],
        summary: 'Post a new listing',
        description: '`manageUrl` is the secret management link, shown to the seller once: it is not stored in clear.',
        body: listingInputSchema.meta({ example: LISTING_INPUT_EXAMPLE }),
        response: {
          201: z.object({
            id: z.uuid(),
            manageUrl: z.string(),
            moderationStatus: screenedStatusSchema.describe('Scam screening: approved is public now; review waits for a moderator'),
            warnings: z
              .array(answeredWarningSchema)
              .describe('Values that look implausible (98 km on a 2012 car): the listing is posted all the same; confirm them with confirmedWarnings'),
          }),
          ...errorResponses(400, [409, 'A photo in images is already on another of your ads: upload it again to use it here too'], [429, 'Too many listings posted from this visitor or address, or too many to email addresses not confirmed yet; try again after Retry-After'], ...JSON_BODY_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const created = await postListing(db, {
        input: request.body,
        visitorId: request.visitorId,
        consumeLimit: (action) => request.consumeLimit(action),
        mailer,
        publicUrl,
        mediaPrefixes,
        onMailFailure: (error, what) => request.log.warn({ err: error }, what),
        // The seller's later mails speak the posting page's language, in its zone.
        locale: requestLocale(request),
      });
      // The management link must not travel on to other sites or sit in shared caches.
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ ...created, warnings: answeredWarnings(request.body) });
    },
  );

  app.get(
    '/api/listings/:id/price-analysis',
    {
      schema: {
        tags: ['listings'],
        summary: 'Is the asking price a deal? Estimated from comparable listings, with a confidence',
        params: idParams,
        response: { 200: priceAnalysisSchema, ...errorResponses(400, [404, 'No such public listing']) },
      },
    },
    async (request) => {
      const listing = await getListing(db, { id: request.params.id });
      // Fresh, like the listing page; the stored verdict the cards show follows it.
      return checkListingPrice(db, listing, { cache: listingsCache });
    },
  );

  app.get(
    '/api/listings/:id/manage',
    {
      schema: {
        tags: ['managing a listing'],
        summary: 'The listing as its seller sees it, whatever its state',
        params: idParams,
        headers: manageHeaders,
        response: { 200: managedListingSchema, ...errorResponses(400, NOT_MANAGED, WRONG_TOKENS) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getManagedListing(db, { id: request.params.id, manager: managerOf(request) });
    },
  );

  app.put(
    '/api/listings/:id',
    {
      schema: {
        tags: ['managing a listing'],
        summary: 'Edit a listing',
        params: idParams,
        headers: manageHeaders,
        body: listingInputSchema.meta({ example: LISTING_INPUT_EXAMPLE }),
        response: { 200: managedListingSchema, ...errorResponses(400, NOT_MANAGED, [409, 'A photo in images is already on another of your ads: upload it again to use it here too'], WRONG_TOKENS, ...JSON_BODY_ERRORS) },
      },
    },
    async (request) => editListing(db, { id: request.params.id, manager: managerOf(request), input: request.body, mediaPrefixes }),
  );

  app.post(
    '/api/listings/:id/sold',
    {
      schema: {
        tags: ['managing a listing'],
        summary: 'Mark a listing as sold (it stays visible, saying so)',
        params: idParams,
        headers: manageHeaders,
        response: { 200: managedListingSchema, ...errorResponses(400, NOT_MANAGED, WRONG_TOKENS) },
      },
    },
    async (request) => markListingSold(db, { id: request.params.id, manager: managerOf(request) }),
  );

  app.post(
    '/api/listings/:id/unsold',
    {
      schema: {
        tags: ['managing a listing'],
        summary: 'Put a sold listing back on sale (within 24 hours of marking it sold)',
        params: idParams,
        headers: manageHeaders,
        response: { 200: managedListingSchema, ...errorResponses(400, NOT_MANAGED, 409, WRONG_TOKENS) },
      },
    },
    async (request) => undoListingSold(db, { id: request.params.id, manager: managerOf(request) }),
  );

  app.post(
    '/api/listings/:id/renew',
    {
      schema: {
        tags: ['managing a listing'],
        summary: 'Keep a listing up for another 30 days from now',
        params: idParams,
        headers: manageHeaders,
        response: { 200: managedListingSchema, ...errorResponses(400, NOT_MANAGED, 409, WRONG_TOKENS) },
      },
    },
    async (request) => renewListing(db, { id: request.params.id, manager: managerOf(request) }),
  );

  app.delete(
    '/api/listings/:id',
    {
      schema: {
        tags: ['managing a listing'],
        summary: 'Delete a listing and its images',
        params: idParams,
        headers: manageHeaders,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, NOT_MANAGED, WRONG_TOKENS) },
      },
    },
    async (request, reply) => {
      await deleteListing(db, { id: request.params.id, manager: managerOf(request), storage });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/listings/:id/images',
    {
      schema: {
        tags: ['listings'],
        summary: "Set a listing's images from the seller's own uploads",
        params: idParams,
        headers: manageHeaders,
        body: attachImagesSchema.meta({ example: { imageURLs: ['/media/u/0b6d9f2e-3c1a-4d5e-9f8a-1b2c3d4e5f60/full.webp'] } }),
        response: {
          200: z.object({ images: z.array(z.string()) }),
          ...errorResponses(400, NOT_MANAGED, [409, 'A photo in images is already on another of your ads: upload it again to use it here too'], WRONG_TOKENS, ...JSON_BODY_ERRORS),
        },
      },
    },
    async (request) =>
      attachListingImages(db, { listingId: request.params.id, manager: managerOf(request), imageURLs: request.body.imageURLs, mediaPrefixes }),
  );

  app.post(
    '/api/listings/:id/reports',
    {
      schema: {
        tags: ['listings'],
        summary: 'Report a listing (scam, prohibited, spam, wrong category, sold)',
        params: idParams,
        body: reportInputSchema.meta({ example: { reason: 'scam', details: 'Asks for payment by gift card before viewing.' } }),
        response: {
          201: z.object({ received: z.literal(true) }).describe('Thank you: the report is recorded'),
          ...errorResponses(400, [404, 'No such public listing'], [429, 'Too many reports from this visitor or address today'], ...JSON_BODY_ERRORS),
        },
      },
    },
    async (request, reply) => {
      await request.consumeLimit('report_listing');
      await reportListing(db, { id: request.params.id, reporterId: request.visitorId, input: request.body });
      return reply.status(201).send({ received: true });
    },
  );

  app.post(
    '/api/listings/:id/email-confirmation',
    {
      schema: {
        tags: ['managing a listing'],
        summary: "Mail a new link to confirm the listing's contact email (for the Email confirmed mark)",
        params: idParams,
        headers: manageHeaders,
        response: {
          200: z.object({ sent: z.boolean().describe('A mail went out'), verified: z.boolean().describe('The email is confirmed already') }),
          ...errorResponses(400, NOT_MANAGED, [429, 'Several confirmation mails were sent already (try again in an hour), or too many wrong management tokens']),
        },
      },
    },
    async (request) =>
      requestListingConfirmation(db, {
        id: request.params.id,
        manager: managerOf(request),
        consumeLimit: (action) => request.consumeLimit(action),
        mailer,
        publicUrl,
        locale: requestLocale(request),
      }),
  );
};
