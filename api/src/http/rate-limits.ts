/**
 * Limits on public routes, so a script can neither fill the office's lists
 * nor take every seat nor mail any address over and over:
 *
 * - per client address (`request.ip`, an IPv6 address by its /64), counted
 *   per route by @fastify/rate-limit before the body is read;
 * - per e-mail address (`limitPerEmail`), once the body names one, keyed by
 *   the mailbox (`mailboxKey`), so changing address does not dodge it.
 *
 * Both count in the database (`lib/rate-counters.ts`), so a limit holds
 * across API instances. Past a limit the answer is a 429 with a sentence to
 * show and a Retry-After.
 */
import {
  TOO_MANY_BOOKED_SEATS_MESSAGE,
  TOO_MANY_BOOKINGS_MESSAGE,
  TOO_MANY_MAILED_LINKS_MESSAGE,
  TOO_MANY_PAYMENT_STARTS_MESSAGE,
  TOO_MANY_SUBMISSIONS_MESSAGE,
  TOO_MANY_WAITLIST_JOINS_MESSAGE,
} from '@parish/shared-types';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AbuseLimits, Config } from '../config';
import type { Executor } from '../db';
import { clientAddressKey, countHit, mailboxKey } from '../lib/rate-counters';
import { docs, type RouteDocs } from '../openapi/registry';
import { HttpError } from './errors';

/**
 * The route options of a public form: its docs, and at most
 * `FORM_RATE_LIMIT_MAX` submissions per address in 15 minutes, then a 429
 * with a sentence to show.
 */
export function publicFormRoute<Body extends z.ZodType | undefined = undefined>(
  config: Config,
  routeDocs: RouteDocs & { body?: Body },
) {
  return docs(routeDocs, {
    rateLimit: {
      max: config.formRateLimit.max,
      timeWindow: config.formRateLimit.windowMs,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_SUBMISSIONS_MESSAGE),
    },
  });
}

/** What a limit of `AbuseLimits` counts, each with its own number. */
export type AbuseLimitKind = keyof Omit<
  AbuseLimits,
  'windowMs' | 'pendingHoldsPerEmail' | 'bookedSeats'
>;

const TOO_MANY_MESSAGES: Record<AbuseLimitKind, string> = {
  bookings: TOO_MANY_BOOKINGS_MESSAGE,
  waitlistJoins: TOO_MANY_WAITLIST_JOINS_MESSAGE,
  paymentStarts: TOO_MANY_PAYMENT_STARTS_MESSAGE,
  mailedLinks: TOO_MANY_MAILED_LINKS_MESSAGE,
};

/**
 * The route options of a public call that takes seats, starts a payment or
 * mails an address: its docs, and at most `config.abuseLimits[kind]` calls
 * per address in the window (an hour), then a 429.
 */
export function abuseLimitedRoute<Body extends z.ZodType | undefined = undefined>(
  config: Config,
  kind: AbuseLimitKind,
  routeDocs: RouteDocs & { body?: Body },
) {
  return docs(
    {
      ...routeDocs,
      errors: {
        ...routeDocs.errors,
        429: 'Too many such calls from this address or for this e-mail address in the last hour; see Retry-After',
      },
    },
    {
      rateLimit: {
        // Every route of a kind counts together (the ways to start a payment).
        groupId: kind,
        max: config.abuseLimits[kind],
        timeWindow: config.abuseLimits.windowMs,
        errorResponseBuilder: () => new HttpError(429, TOO_MANY_MESSAGES[kind]),
      },
    },
  );
}

/**
 * Counts a call of `kind` for the mailbox of `email` and refuses it with a
 * 429 (and Retry-After) past `config.abuseLimits[kind]` in the window.
 */
export async function limitPerEmail(
  db: Executor,
  reply: FastifyReply,
  limits: AbuseLimits,
  kind: AbuseLimitKind,
  email: string,
): Promise<void> {
  const { current, ttl } = await countHit(
    db,
    `email ${kind}|${mailboxKey(email)}`,
    limits.windowMs,
  );
  if (current > limits[kind]) {
    reply.header('retry-after', String(Math.ceil(ttl / 1000)));
    throw new HttpError(429, TOO_MANY_MESSAGES[kind]);
  }
}

/**
 * Counts the seats a booking asks for against the address's and the booker
 * mailbox's budget (`config.abuseLimits.bookedSeats` in the window) and
 * refuses it with a 429 (and Retry-After) past either: limiting bookings
 * alone would let a few large ones take every seat of a free event.
 */
export async function limitBookedSeats(
  db: Executor,
  reply: FastifyReply,
  limits: AbuseLimits,
  booking: { address: string; email: string | undefined; seats: number },
): Promise<void> {
  const keys = [`seats address|${clientAddressKey(booking.address)}`];
  if (booking.email) keys.push(`seats email|${mailboxKey(booking.email)}`);
  for (const key of keys) {
    const { current, ttl } = await countHit(db, key, limits.windowMs, booking.seats);
    if (current > limits.bookedSeats) {
      reply.header('retry-after', String(Math.ceil(ttl / 1000)));
      throw new HttpError(429, TOO_MANY_BOOKED_SEATS_MESSAGE);
    }
  }
}
