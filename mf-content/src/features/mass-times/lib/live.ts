import type { ScheduleOccurrence } from '@parish/shared-types';

/** A streamed service is on from this many minutes before its start (the player opens early). */
export const LIVE_LEAD_MINUTES = 10;
const LEAD_MS = LIVE_LEAD_MINUTES * 60_000;

type Streamed = Pick<ScheduleOccurrence, 'starts_at' | 'ends_at' | 'status' | 'livestream_url'>;

export interface LiveNow<S> {
  /** The streamed service on now (from a few minutes before its start until its end). */
  live: S | null;
  /** The next streamed service after now, for the countdown. */
  next: S | null;
}

/** Which streamed service is on at `now` (ms), and which comes next; a cancelled one never is. */
export function liveAt<S extends Streamed>(services: readonly S[], now: number): LiveNow<S> {
  const streamed = services
    .filter((service) => service.livestream_url !== null && service.status !== 'cancelled')
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  const live =
    streamed.find(
      (service) =>
        Date.parse(service.starts_at) - LEAD_MS <= now && now < Date.parse(service.ends_at),
    ) ?? null;
  const next = streamed.find((service) => Date.parse(service.starts_at) - LEAD_MS > now) ?? null;
  return { live, next };
}

/** The time left until an instant, in whole days, hours and minutes (rounded up: never "0 minutes" early). */
export function timeUntil(instant: string, now: number) {
  const minutesLeft = Math.max(1, Math.ceil((Date.parse(instant) - now) / 60_000));
  return {
    days: Math.floor(minutesLeft / (24 * 60)),
    hours: Math.floor((minutesLeft % (24 * 60)) / 60),
    minutes: minutesLeft % 60,
  };
}
