import Fastify from 'fastify';
import type { Database } from '../../../../db';
import { checkHealth } from '../service';

const log = Fastify({ logger: false }).log;

describe('checkHealth (readiness)', () => {
  it('is not ready when the database does not answer, and does not say why', async () => {
    const gone = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')),
    } as unknown as Database;
    const result = await checkHealth(gone, log);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain('ECONNREFUSED');
  });

  it('is ready when the database answers', async () => {
    const answering = { execute: () => Promise.resolve([]) } as unknown as Database;
    expect(await checkHealth(answering, log)).toEqual({
      ok: true,
      value: { status: 'ok', database: 'ok' },
    });
  });
});
