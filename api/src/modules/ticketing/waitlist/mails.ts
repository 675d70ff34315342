/**
 * The waitlist's mails, queued in the transaction that joins or offers. Each
 * has a link to leave, with a token of its own (the table keeps its hash).
 */
import { DEFAULT_LANGUAGE, isLanguage, pathInLanguage, type Language } from '@parish/shared-types';
import type { Executor } from '../../../db';
import { eventTextsIn, type EventRow } from '../events/repository';
import { newLinkToken, type Outbox } from '../../messaging';
import { issueEntryLink, type WaitlistRow } from './repository';

/** The booking page with the offer's claim: the normal booking and payment, on the held seats. */
export function claimUrl(
  siteUrl: string,
  entry: Pick<WaitlistRow, 'eventId'> & { occurrence?: string | null; language?: string },
  token: string,
): string {
  const query = new URLSearchParams({ eventId: String(entry.eventId), claim: token });
  if (entry.occurrence) query.set('date', entry.occurrence);
  return `${siteUrl}${pathInLanguage(`/event/tickets?${query.toString()}`, languageOf(entry))}`;
}

/** The page that shows where the person stands and lets them leave the waitlist. */
export function leaveUrl(
  siteUrl: string,
  token: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return `${siteUrl}${pathInLanguage(`/waitlist?${new URLSearchParams({ token }).toString()}`, language)}`;
}

/** An entry's language as stored (English for anything the table's check would not allow). */
function languageOf(entry: { language?: string }): Language {
  return isLanguage(entry.language) ? entry.language : DEFAULT_LANGUAGE;
}

/** A new token for one mail's links to the entry. */
async function newEntryToken(tx: Executor, entry: WaitlistRow): Promise<string> {
  const token = newLinkToken();
  await issueEntryLink(tx, entry.id, token);
  return token;
}

function eventFacts(event: EventRow, language: Language) {
  const eventTitle = eventTextsIn(event, language).title;
  return { eventTitle, eventDate: event.date, eventTime: event.time };
}

/** Who a waitlist mail goes to, and what every one of them says. */
async function waitlistMail(tx: Executor, outbox: Outbox, entry: WaitlistRow, event: EventRow) {
  const token = await newEntryToken(tx, entry);
  const language = languageOf(entry);
  return {
    token,
    to: entry.email,
    toName: entry.name,
    language,
    common: {
      name: entry.name,
      ...eventFacts(event, language),
      seats: entry.seats,
      leaveUrl: leaveUrl(outbox.siteUrl, token, language),
    },
  };
}

export async function mailWaitlistJoined(
  tx: Executor,
  outbox: Outbox,
  entry: WaitlistRow,
  event: EventRow,
  position: number,
): Promise<void> {
  const { to, toName, language, common } = await waitlistMail(tx, outbox, entry, event);
  await outbox.enqueue(tx, {
    kind: 'waitlist_joined',
    to,
    toName,
    language,
    data: { ...common, position },
  });
}

export async function mailWaitlistOffer(
  tx: Executor,
  outbox: Outbox,
  entry: WaitlistRow,
  event: EventRow,
  expiresAt: Date,
): Promise<void> {
  const { token, to, toName, language, common } = await waitlistMail(tx, outbox, entry, event);
  await outbox.enqueue(tx, {
    kind: 'waitlist_offer',
    to,
    toName,
    language,
    data: {
      ...common,
      expiresAt: expiresAt.toISOString(),
      claimUrl: claimUrl(outbox.siteUrl, entry, token),
    },
  });
}
