import fastifySwagger from '@fastify/swagger';
import { apiPaths } from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { swaggerOptions, type OpenApiDocument } from './document';
import { renderDocsPage } from './page';
import { docs, type RouteRegistry } from './registry';

const API_VERSION = '1.0.0';

/**
 * Lets @fastify/swagger see every route from here on: call it right after
 * the registry, before any route. `responses` are the answers' schemas the
 * modules name (each a component of the document).
 */
export async function installOpenApi(
  app: FastifyInstance,
  registry: RouteRegistry,
  responses: Record<string, unknown>,
) {
  await app.register(fastifySwagger, swaggerOptions(registry, responses, API_VERSION));
}

/**
 * Serves the OpenAPI document and the docs page. Swagger builds the
 * document on first request, once every route is registered, and keeps it:
 * routes do not change while the server runs.
 */
export function openApiRoutes(app: FastifyInstance) {
  let page: string | undefined;
  const getDocument = () => app.swagger() as unknown as OpenApiDocument;

  app.get(
    apiPaths.openApiDocument,
    docs({
      tag: 'Docs',
      summary: 'This API as an OpenAPI 3.1 document',
      access: 'public',
      responses: {
        200: { description: 'The document', schema: z.looseObject({ openapi: z.string() }) },
      },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getDocument();
    },
  );

  app.get(
    apiPaths.docsPage,
    docs({
      tag: 'Docs',
      summary: 'This API as a readable page',
      access: 'public',
      responses: { 200: { description: 'The page', contentType: 'text/html' } },
    }),
    async (_request, reply) => {
      page ??= renderDocsPage(getDocument());
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(page);
    },
  );
}
