import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { docs } from '../../openapi/registry';
import { productJson } from '../../openapi/schemas';
import { listProducts } from './repository';

export async function shopRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get(
    '/api/shop/',
    docs({
      tag: 'Shop',
      summary: 'List shop items',
      access: 'public',
      responses: { 200: { description: 'Every item', schema: z.array(productJson) } },
    }),
    async () => listProducts(db),
  );
}
