import { apiPaths } from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildOpenApiDocument, type OpenApiDocument } from './document';
import { renderDocsPage } from './page';
import { docs, type RouteRegistry } from './registry';

const API_VERSION = '1.0.0';

/**
 * Serves the OpenAPI document and the docs page. Both are built on first
 * request, once every route is registered, and kept: routes do not change
 * while the server runs. `responses` are the answers' schemas the modules
 * name (see `buildOpenApiDocument`).
 */
export function openApiRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  responses: Record<string, unknown>,
) {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const getDocument = () =>
    (document ??= buildOpenApiDocument(registry.routes(), { version: API_VERSION }, responses));

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
