/**
 * The abuse checks every public form shares (see `http/rate-limits.ts`):
 * after `FORM_RATE_LIMIT_MAX` submissions one address gets a 429 that
 * stores nothing, while another address is still served.
 */
import { TOO_MANY_SUBMISSIONS_MESSAGE } from '@parish/shared-types';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './app';

export interface PublicFormSpec {
  /** Sends one valid submission from `remoteAddress`. */
  send: (app: TestApp, remoteAddress: string) => Promise<LightMyRequestResponse>;
  /** How many submissions are stored. */
  count: (app: TestApp) => Promise<number>;
}

export function describeFormRateLimit(spec: PublicFormSpec) {
  describe('rate limit', () => {
    it('answers 429 after too many submissions from one address, storing nothing more', async () => {
      const limited = await createTestApp({ formRateLimit: { max: 3, windowMs: 60_000 } });
      try {
        for (let i = 0; i < 3; i++) {
          expect((await spec.send(limited, '10.0.0.1')).statusCode).toBe(201);
        }
        const blocked = await spec.send(limited, '10.0.0.1');
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toEqual({ message: TOO_MANY_SUBMISSIONS_MESSAGE });
        expect(blocked.headers['retry-after']).toBeDefined();
        expect(await spec.count(limited)).toBe(3);
        // Another address is not affected.
        expect((await spec.send(limited, '10.0.0.2')).statusCode).toBe(201);
      } finally {
        await limited.close();
      }
    });
  });
}
