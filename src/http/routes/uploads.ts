import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LISTING_LIMITS } from '../../domain/listings/listing-schemas';
import { createUpload } from '../../domain/media/create-upload';
import type { MediaStorage } from '../../domain/media/media-storage';
import { receiveUpload } from '../../domain/media/receive-upload';
import { errorResponses } from '../schemas';
import { queryText } from '../../domain/shared/text';

export const uploadRoutes: FastifyPluginAsyncZod<{ db: Db; storage: MediaStorage; secret: string }> = async (
  app,
  { db, storage, secret },
) => {
  // Uploads arrive as raw bytes whatever the client calls them; the bytes decide the
  // type later. Fastify counts them while streaming and stops at the limit (413).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LISTING_LIMITS.imageBytesMax }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/objects/upload',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Get a signed, single-use URL to PUT one image to (valid 10 minutes)',
        response: {
          200: z.object({
            uploadURL: z.string().describe('Relative URL to PUT the image bytes to, with its token').meta({
              example: '/api/objects/upload/0b6d9f2e-3c1a-4d5e-9f8a-1b2c3d4e5f60?token=Xk3…',
            }),
            expiresAt: z.string().describe('ISO 8601; the URL is refused after it'),
          }),
          ...errorResponses([400, 'The address carries a control character'], [429, 'Too many uploads from this visitor or address; try again after Retry-After']),
        },
      },
    },
    async (request) => {
      await request.consumeLimit('upload_image');
      return createUpload(db, { userId: request.visitorId, secret });
    },
  );

  app.put(
    '/api/objects/upload/:id',
    {
      bodyLimit: LISTING_LIMITS.imageBytesMax,
      schema: {
        tags: ['uploads'],
        summary: 'Upload the image bytes (JPEG, PNG or WebP, at most 5 MB)',
        params: z.object({ id: queryText('id', 100) }),
        querystring: z.object({ token: queryText('token', 200) }),
        response: {
          200: z.object({
            id: z.string(),
            url: z.string().describe("The full-size image's URL, to pass to PUT /api/listings/{id}/images").meta({
              example: '/media/u/0b6d9f2e-3c1a-4d5e-9f8a-1b2c3d4e5f60/full.webp',
            }),
            width: z.number().int(),
            height: z.number().int(),
          }),
          ...errorResponses(
            [400, 'No image bytes were sent, or the token is malformed'],
            [403, 'The upload token is wrong or has expired'],
            410,
            [413, 'The image is larger than 5 MB or has more than 40 megapixels'],
            [415, 'Not a JPEG, PNG or WebP image, or the file is damaged'],
            [429, 'Many photos are being processed right now: the same URL can be tried again after Retry-After'],
          ),
        },
      },
    },
    async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
        throw Object.assign(new Error('Send the image bytes as the request body'), { statusCode: 400 });
      }
      return receiveUpload(db, { uploadId: request.params.id, token: request.query.token, bytes, secret, storage });
    },
  );
};
