import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { LISTING_LIMITS } from '../../domain/listings/listing-schemas';
import { confirmUpload } from '../../domain/media/confirm-upload';
import { createUpload } from '../../domain/media/create-upload';
import type { ImageProcessor } from '../../domain/media/image-processor';
import type { MediaStorage } from '../../domain/media/media-storage';
import { receiveUpload } from '../../domain/media/receive-upload';
import { ACCEPTED_UPLOAD_TYPES } from '../../domain/media/upload-types';
import { errorResponses, JSON_BODY_ERRORS } from '../schemas';
import { queryText, withValues } from '../../domain/shared/text';

const EXAMPLE_ID = '0b6d9f2e-3c1a-4d5e-9f8a-1b2c3d4e5f60';

const receivedImageSchema = z.object({
  id: z.string(),
  url: z
    .string()
    .describe("The full-size image's URL, to pass to PUT /api/listings/{id}/images")
    .meta({
      example: `/media/u/${EXAMPLE_ID}/full.webp`,
    }),
  width: z.number().int(),
  height: z.number().int(),
});

const declaredImageSchema = z
  .object({
    contentType: z.enum(ACCEPTED_UPLOAD_TYPES, { error: 'errors.upload.contentType' }).describe('The Content-Type the image will be PUT with'),
    bytes: z
      .number({ error: withValues('errors.upload.bytesBetween', { max: LISTING_LIMITS.imageBytesMax }) })
      .int({ error: withValues('errors.upload.bytesBetween', { max: LISTING_LIMITS.imageBytesMax }) })
      .min(1, { error: withValues('errors.upload.bytesBetween', { max: LISTING_LIMITS.imageBytesMax }) })
      .max(LISTING_LIMITS.imageBytesMax, { error: withValues('errors.upload.bytesBetween', { max: LISTING_LIMITS.imageBytesMax }) })
      .describe('The exact size of the image to be PUT, in bytes (at most 5 MB)'),
  })
  .describe('The image about to be uploaded. Required when images are stored in a bucket (the answer is then `flow: direct`); ignored otherwise.')
  .meta({ example: { contentType: 'image/jpeg', bytes: 348_112 } });

const createdUploadSchema = z.discriminatedUnion('flow', [
  z
    .object({
      flow: z.literal('server').describe('PUT the bytes to uploadURL on this server; its answer is the processed image'),
      uploadURL: z
        .string()
        .describe('Relative URL to PUT the image bytes to, with its token')
        .meta({ example: `/api/objects/upload/${EXAMPLE_ID}?token=Xk3…` }),
      expiresAt: z.string().describe('ISO 8601; the URL is refused after it'),
    })
    .describe('Images stored by this server (STORAGE=local)'),
  z
    .object({
      flow: z.literal('direct').describe('PUT the bytes to uploadURL (the bucket) with uploadHeaders, then POST confirmURL'),
      uploadURL: z
        .string()
        .describe('Presigned URL of the bucket, good for 5 minutes, for one PUT of exactly the declared type and size')
        .meta({ example: `https://bucket.s3.eu-central-1.amazonaws.com/incoming/u/${EXAMPLE_ID}/original?X-Amz-Signature=…` }),
      uploadHeaders: z
        .record(z.string(), z.string())
        .describe('Headers the PUT must carry as they are (the signature covers them)')
        .meta({
          example: { 'Content-Type': 'image/jpeg' },
        }),
      confirmURL: z
        .string()
        .describe('Relative URL to POST once the PUT succeeded')
        .meta({ example: `/api/objects/upload/${EXAMPLE_ID}/confirm?token=Xk3…` }),
      expiresAt: z.string().describe('ISO 8601; confirming is refused after it'),
    })
    .describe('Images stored in a bucket (STORAGE=s3): the browser uploads straight to it'),
]);

export const uploadRoutes: FastifyPluginAsyncZod<{ db: Db; storage: MediaStorage; images: ImageProcessor; secret: string }> = async (
  app,
  { db, storage, images, secret },
) => {
  app.post(
    '/api/objects/upload',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Start one image upload: a signed, single-use URL to PUT it to (valid 10 minutes)',
        body: declaredImageSchema.nullish(),
        response: {
          200: createdUploadSchema,
          ...errorResponses(
            [400, 'The address carries a control character, or (images in a bucket) the image type or size is missing or not allowed'],
            [429, 'Too many uploads from this visitor or address; try again after Retry-After'],
            ...JSON_BODY_ERRORS,
          ),
        },
      },
    },
    async (request) => {
      await request.consumeLimit('upload_image');
      return createUpload(db, { userId: request.visitorId, secret, storage, ...(request.body ? { declared: request.body } : {}) });
    },
  );

  app.post(
    '/api/objects/upload/:id/confirm',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Images in a bucket: process the image just PUT to the presigned URL (every size, no metadata)',
        params: z.object({ id: queryText('id', 100) }),
        querystring: z.object({ token: queryText('token', 200) }),
        response: {
          200: receivedImageSchema,
          ...errorResponses(
            [400, 'The token is malformed'],
            [403, 'The upload token is wrong or has expired'],
            [404, 'No such upload of this visitor, or this server stores images itself (no confirmation)'],
            [409, 'Nothing was PUT to the presigned URL yet'],
            [410, 'The upload was already confirmed, refused, or has expired'],
            [413, 'The image is larger than 5 MB or has more than 40 megapixels (it is deleted)'],
            [415, 'Not a JPEG, PNG or WebP image, or the file is damaged (it is deleted)'],
            [429, 'Many photos are being processed right now: the same confirmation can be tried again after Retry-After'],
          ),
        },
      },
    },
    async (request) =>
      confirmUpload(db, { uploadId: request.params.id, token: request.query.token, visitorId: request.visitorId, secret, storage, images }),
  );

  // The bytes of an upload to this server, in a context of their own: raw whatever the
  // client calls them (the bytes decide the type later), counted by Fastify while
  // streaming and stopped at the limit (413).
  await app.register(async (plugin) => {
    const raw = plugin.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LISTING_LIMITS.imageBytesMax }, (_req, body, done) => done(null, body));

    raw.put(
      '/api/objects/upload/:id',
      {
        bodyLimit: LISTING_LIMITS.imageBytesMax,
        schema: {
          tags: ['uploads'],
          summary: 'Upload the image bytes (JPEG, PNG or WebP, at most 5 MB)',
          params: z.object({ id: queryText('id', 100) }),
          querystring: z.object({ token: queryText('token', 200) }),
          response: {
            200: receivedImageSchema,
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
          throw Object.assign(new Error('errors.upload.noBytes'), { statusCode: 400 });
        }
        return receiveUpload(db, { uploadId: request.params.id, token: request.query.token, bytes, secret, storage, images });
      },
    );
  });
};
