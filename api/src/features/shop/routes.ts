import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { listProducts } from './repository';

export async function shopRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/shop/', async () => listProducts(db));
}
