/**
 * Each kind of mail's subject. Plain string work, no React: the outbox
 * calls it inside the transaction that enqueues the mail. Every piece of
 * user text goes through `subjectText`, so no subject holds CR or LF.
 */
import type { MailKind } from '@parish/shared-types';
import type { MailData } from '../kinds';
import { formatDate, formatMoney, subjectText as s } from './format';

type Subjects = { [K in MailKind]: (data: MailData[K]) => string };

const SUBJECTS: Subjects = {
  booking_confirmed: (data) =>
    `Booking confirmed: ${s(data.event.title)} on ${formatDate(data.event.date)}`,
  booking_cancelled: (data) =>
    `Booking cancelled: ${s(data.eventTitle)} on ${formatDate(data.eventDate)}`,
  booking_cancelled_office: (data) =>
    `Booking cancelled by the ${data.cancelledBy}: ${s(data.bookerName)}, ${s(data.eventTitle)}`,
  gift_receipt: (data) => `Receipt for your gift of ${formatMoney(data.amountCents)}`,
  purchase_receipt: (data) => `Receipt for your purchase of ${formatMoney(data.amountCents)}`,
  contact_office: (data) => `Contact message from ${s(data.name)}`,
  contact_acknowledgement: () => 'We received your message',
  ministry_interest_office: (data) =>
    `Ministry interest: ${s(data.name)} for ${s(data.ministryTitle)}`,
  course_registration_office: (data) =>
    `Course registration: ${s(`${data.firstName} ${data.lastName}`)} for ${s(data.courseTitle)}`,
  chat_office: (data) => s(data.topic) || 'Chat assistant',
  newsletter_confirm: () => 'Please confirm your newsletter subscription',
  newsletter_welcome: () => "You're subscribed to our newsletter",
  donor_sign_in: () => 'Your sign-in link for My Giving',
  renewal_failed: (data) =>
    `Your ${s(data.frequency.toLowerCase())} gift of ${formatMoney(data.amountCents)} could not be charged`,
  waitlist_joined: (data) =>
    `You're on the waitlist: ${s(data.eventTitle)} on ${formatDate(data.eventDate)}`,
  waitlist_offer: (data) =>
    `Seats are free for you: ${s(data.eventTitle)} on ${formatDate(data.eventDate)}`,
  recurring_gift_changed: (data) => {
    const gift = `${s(data.frequency.toLowerCase())} gift of ${formatMoney(data.amountCents)}`;
    if (data.change === 'changed') return `Your recurring gift is now a ${gift}`;
    return `Your ${gift} is ${s(data.change)}`;
  },
  year_end_statement: (data) => `Your ${data.year} giving statement`,
  password_reset: () => 'Set a new password for the parish dashboard',
  new_device_sign_in: (data) => `New sign-in to the parish dashboard: ${s(data.device)}`,
};

/** The subject of a mail of `kind`: one line, whatever its data holds. */
export function mailSubject<K extends MailKind>(kind: K, data: MailData[K]): string {
  const subject: (data: MailData[K]) => string = SUBJECTS[kind];
  return subject(data);
}
