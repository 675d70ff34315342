/**
 * How mails write dates, times, money and a few labels, the way the site
 * shows them (American English): "Friday, December 25, 2026", "6:00 PM",
 * "$1,250.00". Pure and React-free: subjects are made with them inside the
 * transaction that enqueues a mail.
 */
import type { PaymentMethod } from '@parish/shared-types';

// Formatters are costly to build and safe to share: made once per process.
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const instantDates = new Map<string, Intl.DateTimeFormat>();

/** `2026-12-25` → "Friday, December 25, 2026" (a wall-clock date, so no time zone shift). */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
}

/** `18:00:00` → "6:00 PM", `00:05` → "12:05 AM". */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** An instant (ISO) as its calendar date in the parish's time zone: "Friday, December 25, 2026". */
export function formatInstantDate(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  let formatter = instantDates.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone,
    });
    instantDates.set(timeZone, formatter);
  }
  return formatter.format(date);
}

/** Whole cents → "$1,250.00". */
export function formatMoney(cents: number): string {
  return usd.format(cents / 100);
}

/** A price that may be nothing: "Free" for 0. */
export function formatPrice(cents: number): string {
  return cents > 0 ? formatMoney(cents) : 'Free';
}

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { card: 'Card', paypal: 'PayPal' };

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

const PROVIDER_LABELS: Record<string, string> = {
  stripe: 'Stripe (card)',
  paypal: 'PayPal',
  sandbox: 'Test payment (sandbox)',
};

/** The payment provider as a reader knows it; an unknown one as it was given. */
export function providerLabel(provider: string): string {
  return PROVIDER_LABELS[provider] ?? provider;
}

export function ticketCount(count: number): string {
  return count === 1 ? '1 ticket' : `${count} tickets`;
}

/**
 * C0/C1 controls (CR and LF among them: a header injection), line and
 * paragraph separators, and bidirectional overrides (which can make a
 * subject read differently from what it holds).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_SUBJECT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
/** User text in a subject is cut here, so one long name cannot push out the rest. */
const MAX_SUBJECT_PART = 80;

/** User text made fit for a subject line: one line, no controls, not too long. */
export function subjectText(text: string): string {
  const clean = text.replace(UNSAFE_IN_SUBJECT, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > MAX_SUBJECT_PART ? `${clean.slice(0, MAX_SUBJECT_PART - 1)}…` : clean;
}

/** The rows that say which event a mail is about: its title, date and time. */
export function eventRows(event: {
  eventTitle: string;
  eventDate: string;
  eventTime: string;
}): [label: string, value: string][] {
  return [
    ['Event', event.eventTitle],
    ['Date', formatDate(event.eventDate)],
    ['Time', formatTime(event.eventTime)],
  ];
}
