import Fastify from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { correctDocument, openApiDocument, registerOpenApi } from './openapi';

function documentWith(operation: OpenAPIV3.OperationObject): OpenAPIV3.Document {
  return { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/api/things/{id}': { get: operation } } };
}

describe('correctDocument', () => {
  it('lists null among the values of a nullable enum, and leaves examples as they are', () => {
    const example = { kind: { type: 'string', nullable: true, enum: ['a'] } };
    const document = correctDocument(
      documentWith({
        responses: {
          200: {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { kind: { type: 'string', nullable: true, enum: ['a', 'b'] }, plain: { type: 'string', enum: ['c'] } },
                  example,
                },
              },
            },
          },
        },
      }),
    );
    const schema = (document.paths['/api/things/{id}']!.get!.responses['200'] as OpenAPIV3.ResponseObject).content!['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    expect((schema.properties!.kind as OpenAPIV3.SchemaObject).enum).toEqual(['a', 'b', null]);
    expect((schema.properties!.plain as OpenAPIV3.SchemaObject).enum).toEqual(['c']);
    expect(schema.example).toEqual({ kind: { type: 'string', nullable: true, enum: ['a'] } });
  });

  it('gives a 204 no body, a 429 its Retry-After, and parameters their examples', () => {
    const document = correctDocument(
      documentWith({
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'string' } },
          { in: 'query', name: 'q', schema: { type: 'string' }, example: 'lamp' },
          { in: 'query', name: 'unknown', schema: { type: 'string' } },
        ],
        responses: {
          204: { description: 'Default Response', content: { 'application/json': { schema: { type: 'string', nullable: true, enum: [null] } } } },
          429: { description: 'slow down', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      }),
    );
    const operation = document.paths['/api/things/{id}']!.get!;
    expect(operation.responses['204']).toEqual({ description: 'Done; no content' });
    expect((operation.responses['429'] as OpenAPIV3.ResponseObject).headers?.['Retry-After']).toMatchObject({ required: true });
    const parameters = operation.parameters as OpenAPIV3.ParameterObject[];
    expect(parameters.map((parameter) => parameter.example)).toEqual(['6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f', 'lamp', undefined]);
  });
});

describe('registerOpenApi', () => {
  it('leaves wildcard routes out, keeps routes that forgot their tags, and hands out copies of the document', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    app.get('/api/things', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({ ok: true }));
    app.all('/api/*', async (_request, reply) => reply.status(404).send({ message: 'No such API endpoint' }));
    await app.ready();

    const document = openApiDocument(app);
    expect(Object.keys(document.paths)).toEqual(['/api/things']);
    expect(document.info.description).toContain('ignored');
    document.paths = {};
    expect(Object.keys(openApiDocument(app).paths)).toEqual(['/api/things']);
    await app.close();
  });
});
