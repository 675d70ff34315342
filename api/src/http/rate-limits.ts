/**
 * Per-address limits for public routes that store what a visitor sends
 * (the contact form, the chat assistant's messages, ministry interest,
 * course registration), so a script cannot fill the office's lists. Counted
 * per route in the database (see `rate-limit-store.ts`), so the limit holds
 * across API instances, and before the body is read.
 */
import { TOO_MANY_SUBMISSIONS_MESSAGE } from '@parish/shared-types';
import type { Config } from '../config';
import { docs, type RouteDocs } from '../openapi/registry';
import { HttpError } from './errors';

/**
 * The route options of a public form: its docs, and at most
 * `FORM_RATE_LIMIT_MAX` submissions per address in 15 minutes, then a 429
 * with a sentence to show.
 */
export function publicFormRoute(config: Config, routeDocs: RouteDocs) {
  return {
    config: {
      ...docs(routeDocs).config,
      rateLimit: {
        max: config.formRateLimit.max,
        timeWindow: config.formRateLimit.windowMs,
        errorResponseBuilder: () => new HttpError(429, TOO_MANY_SUBMISSIONS_MESSAGE),
      },
    },
  };
}
