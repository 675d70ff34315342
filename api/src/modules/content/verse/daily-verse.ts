/**
 * Today's verse: asked of the third-party service once per parish day and
 * kept in memory (each API instance asks for itself, so the server stays
 * stateless). When the service fails, times out or answers something that is
 * not a verse, a bundled verse stands in, and the service is asked again a
 * few minutes later rather than the next day.
 */
import type { DailyVerse } from '@parish/shared-types';
import { z } from 'zod';
import { todayIn } from '../../../lib/dates';
import { fallbackVerseFor, type VerseDetails } from './fallback-verses';

/** How long a stand-in verse is served before the service is tried again. */
export const RETRY_AFTER_MS = 5 * 60 * 1000;
/** A verse answer is a few hundred bytes; anything far larger is not one. */
const MAX_REPLY_CHARS = 64 * 1024;

/** The part of the service's reply the header reads (spec §7); other fields are ignored. */
const serviceReplySchema = z.object({
  verse: z.object({
    details: z.object({
      text: z.string().trim().min(1).max(2000),
      reference: z.string().trim().min(1).max(200),
    }),
  }),
});

export type VerseSource = 'service' | 'fallback';

export interface TodaysVerse {
  verse: DailyVerse;
  source: VerseSource;
}

export interface DailyVerseOptions {
  serviceUrl: string;
  timeoutMs: number;
  /** The parish's time zone: decides when "today" changes. */
  timeZone: string;
  /** Told why the service was not used. */
  onServiceFailure?: (reason: string) => void;
  /** The clock; tests move it to another day. */
  now?: () => Date;
}

export interface DailyVerseProvider {
  today(): Promise<TodaysVerse>;
}

class VerseServiceError extends Error {}

export function createDailyVerseProvider({
  serviceUrl,
  timeoutMs,
  timeZone,
  onServiceFailure,
  now = () => new Date(),
}: DailyVerseOptions): DailyVerseProvider {
  let cached: { day: string; answer: TodaysVerse; until: number } | null = null;
  // Requests arriving while the service is being asked share its answer.
  let pending: { day: string; answer: Promise<TodaysVerse> } | null = null;

  async function ask(day: string): Promise<TodaysVerse> {
    let answer: TodaysVerse;
    let until = Number.POSITIVE_INFINITY; // i.e. until the day changes
    try {
      answer = { verse: asDailyVerse(await fetchVerse(serviceUrl, timeoutMs)), source: 'service' };
    } catch (error) {
      onServiceFailure?.(describeFailure(error, timeoutMs));
      answer = { verse: asDailyVerse(fallbackVerseFor(day)), source: 'fallback' };
      until = now().getTime() + RETRY_AFTER_MS;
    }
    cached = { day, answer, until };
    return answer;
  }

  return {
    today() {
      const moment = now();
      const day = todayIn(timeZone, moment);
      if (cached && cached.day === day && moment.getTime() < cached.until) {
        return Promise.resolve(cached.answer);
      }
      if (pending && pending.day === day) return pending.answer;
      const current = {
        day,
        answer: ask(day).finally(() => {
          if (pending === current) pending = null;
        }),
      };
      pending = current;
      return current.answer;
    },
  };
}

function asDailyVerse({ text, reference }: VerseDetails): DailyVerse {
  return { verse: { details: { text, reference } } };
}

async function fetchVerse(serviceUrl: string, timeoutMs: number): Promise<VerseDetails> {
  const url = new URL(serviceUrl);
  url.searchParams.set('format', 'json');
  url.searchParams.set('order', 'daily');
  // The signal also bounds reading the body, so a service that stalls mid-reply times out too.
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new VerseServiceError(`it answered ${response.status}`);
  const body = await response.text();
  if (body.length > MAX_REPLY_CHARS) throw new VerseServiceError('its reply is too large');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new VerseServiceError('its reply is not JSON');
  }
  const reply = serviceReplySchema.safeParse(json);
  if (!reply.success)
    throw new VerseServiceError('its reply has no verse.details text and reference');
  return reply.data.verse.details;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof VerseServiceError) return error.message;
  // fetch's errors may come from another realm (DOMException), so they are read by shape.
  const { name, cause } = (error ?? {}) as { name?: unknown; cause?: unknown };
  if (name === 'TimeoutError') return `it did not answer within ${timeoutMs} ms`;
  const reason = (cause ?? error) as { message?: unknown };
  return `it could not be reached (${typeof reason.message === 'string' ? reason.message : String(reason)})`;
}
