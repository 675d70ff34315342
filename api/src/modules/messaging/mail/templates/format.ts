/**
 * How mails write dates, times, money and a few labels, the way the site
 * shows them in the mail's language: "Friday, December 25, 2026", "6:00 PM",
 * "$1,250.00" in English (as always); "viernes, 25 de diciembre de 2026",
 * "6:00 p.m." in Spanish. Pure and React-free: subjects are made with them
 * inside the transaction that enqueues a mail.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  type Language,
  type PaymentMethod,
} from '@parish/shared-types';
import { apiTexts } from '../../../../lib/i18n';

// Formatters are costly to build and safe to share: made once per process and language.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => F,
): F {
  let made = formatters.get(key) as F | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

function longDate(language: Language, timeZone: string): Intl.DateTimeFormat {
  return formatter(
    `date:${language}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone,
      }),
  );
}

/** `2026-12-25` → "Friday, December 25, 2026" (a wall-clock date, so no time zone shift). */
export function formatDate(isoDate: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDate(language, 'UTC').format(date);
}

/** `18:00:00` → "6:00 PM", `00:05` → "12:05 AM" (Spanish: "6:00 p.m."). */
export function formatTime(time: string, language: Language = DEFAULT_LANGUAGE): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time;
  if (language !== DEFAULT_LANGUAGE) {
    const clock = formatter(
      `time:${language}`,
      () =>
        new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'UTC',
        }),
    );
    return clock.format(Date.UTC(2000, 0, 1, hours, minutes)).replace(/\s/g, ' ');
  }
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** An instant (ISO) as its calendar date in the parish's time zone: "Friday, December 25, 2026". */
export function formatInstantDate(
  instant: string,
  timeZone: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return longDate(language, timeZone).format(date);
}

/** Whole cents → "$1,250.00". */
export function formatMoney(cents: number, language: Language = DEFAULT_LANGUAGE): string {
  const usd = formatter(
    `usd:${language}`,
    () => new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'currency', currency: 'USD' }),
  );
  return usd.format(cents / 100);
}

/** A price that may be nothing: "Free" for 0. */
export function formatPrice(cents: number, language: Language = DEFAULT_LANGUAGE): string {
  return cents > 0 ? formatMoney(cents, language) : apiTexts(language)('api.mail.free');
}

export function paymentMethodLabel(
  method: PaymentMethod,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (method === 'card') return apiTexts(language)('api.mail.paymentMethod.card');
  return method === 'paypal' ? 'PayPal' : method;
}

const PROVIDER_LABELS: Record<string, string> = {
  stripe: 'Stripe (card)',
  paypal: 'PayPal',
  sandbox: 'Test payment (sandbox)',
};

/** The payment provider as a reader knows it; an unknown one as it was given. */
export function providerLabel(provider: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== DEFAULT_LANGUAGE) {
    if (provider === 'stripe') return apiTexts(language)('api.mail.provider.stripe');
    if (provider === 'sandbox') return apiTexts(language)('api.mail.provider.sandbox');
  }
  return PROVIDER_LABELS[provider] ?? provider;
}

export function ticketCount(count: number, language: Language = DEFAULT_LANGUAGE): string {
  return apiTexts(language)('api.mail.ticketCount', { count });
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

/**
 * User text made fit for a subject line: one line, no controls, not too
 * long (`max`: a campaign's subject, the whole line, may be longer).
 */
export function subjectText(text: string, max = MAX_SUBJECT_PART): string {
  const clean = text.replace(UNSAFE_IN_SUBJECT, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** The rows that say which event a mail is about: its title, date and time. */
export function eventRows(
  event: {
    eventTitle: string;
    eventDate: string;
    eventTime: string;
  },
  language: Language = DEFAULT_LANGUAGE,
): [label: string, value: string][] {
  const t = apiTexts(language);
  return [
    [t('api.mail.row.event'), event.eventTitle],
    [t('api.mail.row.date'), formatDate(event.eventDate, language)],
    [t('api.mail.row.time'), formatTime(event.eventTime, language)],
  ];
}
