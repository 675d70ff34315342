import dayjs from 'dayjs';

/** `12.5` → `$12.50` (USD, two decimals, as the shop and bookings show prices). */
export function formatPrice(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** A ticket price: `Free` for nothing, otherwise as `formatPrice`. */
export function formatTicketPrice(amount: number): string {
  return amount > 0 ? formatPrice(amount) : 'Free';
}

/** `2026-12-25` → `Dec 25, 2026` (spec: US English, short month, day, year). */
export function formatDate(isoDate: string): string {
  return dayjs(isoDate).format('MMM D, YYYY');
}

/** `18:30:00` → `6:30 PM`. */
export function formatTime12h(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** An instant in the visitor's local time, e.g. `Nov 22, 2026, 4:05 PM`. */
export function formatDateTime(isoDateTime: string): string {
  return new Date(isoDateTime).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** Today's date as `YYYY-MM-DD` in the visitor's time zone. */
export function todayIsoDate(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** True when the event starts after `now` (spec: the Register button shows only then). */
export function isInFuture(date: string, time: string, now: Date = new Date()): boolean {
  return dayjs(`${date}T${time}`).valueOf() > now.getTime();
}
