/**
 * Mails from their data: the subject (cheap, no React), and the HTML, plain
 * text, attachments and headers a template renders with React Email.
 */
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import type { MailKind } from '@parish/shared-types';
import { singleEventCalendar } from '../../../lib/event-calendar';
import type { MailAttachment, MailData, MailSite, RenderedMail } from './kinds';
import { BookingCancelled } from './templates/BookingCancelled';
import { BookingCancelledOffice } from './templates/BookingCancelledOffice';
import { BookingConfirmed } from './templates/BookingConfirmed';
import { ChatOffice } from './templates/ChatOffice';
import { ContactAcknowledgement } from './templates/ContactAcknowledgement';
import { ContactOffice } from './templates/ContactOffice';
import { CourseRegistrationOffice } from './templates/CourseRegistrationOffice';
import { GiftReceipt } from './templates/GiftReceipt';
import { MinistryInterestOffice } from './templates/MinistryInterestOffice';
import { NewsletterConfirm } from './templates/NewsletterConfirm';
import { NewsletterWelcome } from './templates/NewsletterWelcome';
import { DonorSignIn } from './templates/DonorSignIn';
import { NewDeviceSignIn } from './templates/NewDeviceSignIn';
import { PasswordReset } from './templates/PasswordReset';
import { RecurringGiftChanged } from './templates/RecurringGiftChanged';
import { RenewalFailed } from './templates/RenewalFailed';
import { WaitlistJoined } from './templates/WaitlistJoined';
import { WaitlistOffer } from './templates/WaitlistOffer';
import { YearEndStatement } from './templates/YearEndStatement';
import { PurchaseReceipt } from './templates/PurchaseReceipt';
import { ticketQrPng } from './templates/qr';
import { mailSubject } from './templates/subjects';

export { mailSubject };

/** What a template makes besides its subject. */
interface Rendering {
  element: ReactElement;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

type Template<K extends MailKind> = (
  data: MailData[K],
  site: MailSite,
  subject: string,
) => Rendering | Promise<Rendering>;

/**
 * RFC 8058 one-click unsubscribe: the API's endpoint, which the mail client
 * POSTs to (the footer links the site's page instead, for a person).
 */
function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** A Content-ID's right side must be a dot-atom: the site's host name, without a port. */
function cidDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'parish.invalid';
  } catch {
    return 'parish.invalid';
  }
}

async function bookingConfirmed(
  data: MailData['booking_confirmed'],
  site: MailSite,
  subject: string,
): Promise<Rendering> {
  const domain = cidDomain(site.url);
  const booking = data.bookingId.replace(/[^A-Za-z0-9-]/g, '');
  const codes = await Promise.all(data.tickets.map((ticket) => ticketQrPng(ticket.qrValue)));
  const qrAttachments = codes.map((png, index): MailAttachment => ({
    filename: `ticket-${index + 1}.png`,
    content: png,
    contentType: 'image/png',
    cid: `ticket-${index + 1}.${booking}@${domain}`,
  }));
  const calendarFilename = `event-${data.event.id}.ics`;
  const calendar: MailAttachment = {
    filename: calendarFilename,
    content: singleEventCalendar(data.event, { siteUrl: site.url, timeZone: site.timeZone }),
    // method=PUBLISH: an entry to add, not an invitation that asks for a reply.
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
  return {
    element: (
      <BookingConfirmed
        data={data}
        site={site}
        subject={subject}
        qrCids={qrAttachments.map((attachment) => attachment.cid ?? '')}
        calendarFilename={calendarFilename}
      />
    ),
    attachments: [...qrAttachments, calendar],
  };
}

const TEMPLATES: { [K in MailKind]: Template<K> } = {
  booking_confirmed: bookingConfirmed,
  booking_cancelled: (data, site, subject) => ({
    element: <BookingCancelled data={data} site={site} subject={subject} />,
  }),
  booking_cancelled_office: (data, site, subject) => ({
    element: <BookingCancelledOffice data={data} site={site} subject={subject} />,
  }),
  gift_receipt: (data, site, subject) => ({
    element: <GiftReceipt data={data} site={site} subject={subject} />,
  }),
  purchase_receipt: (data, site, subject) => ({
    element: <PurchaseReceipt data={data} site={site} subject={subject} />,
  }),
  contact_office: (data, site, subject) => ({
    element: <ContactOffice data={data} site={site} subject={subject} />,
  }),
  contact_acknowledgement: (data, site, subject) => ({
    element: <ContactAcknowledgement data={data} site={site} subject={subject} />,
  }),
  ministry_interest_office: (data, site, subject) => ({
    element: <MinistryInterestOffice data={data} site={site} subject={subject} />,
  }),
  course_registration_office: (data, site, subject) => ({
    element: <CourseRegistrationOffice data={data} site={site} subject={subject} />,
  }),
  chat_office: (data, site, subject) => ({
    element: <ChatOffice data={data} site={site} subject={subject} />,
  }),
  newsletter_confirm: (data, site, subject) => ({
    element: <NewsletterConfirm data={data} site={site} subject={subject} />,
    headers: unsubscribeHeaders(data.oneClickUnsubscribeUrl),
  }),
  newsletter_welcome: (data, site, subject) => ({
    element: <NewsletterWelcome data={data} site={site} subject={subject} />,
    headers: unsubscribeHeaders(data.oneClickUnsubscribeUrl),
  }),
  donor_sign_in: (data, site, subject) => ({
    element: <DonorSignIn data={data} site={site} subject={subject} />,
  }),
  password_reset: (data, site, subject) => ({
    element: <PasswordReset data={data} site={site} subject={subject} />,
  }),
  new_device_sign_in: (data, site, subject) => ({
    element: <NewDeviceSignIn data={data} site={site} subject={subject} />,
  }),
  renewal_failed: (data, site, subject) => ({
    element: <RenewalFailed data={data} site={site} subject={subject} />,
  }),
  waitlist_joined: (data, site, subject) => ({
    element: <WaitlistJoined data={data} site={site} subject={subject} />,
  }),
  waitlist_offer: (data, site, subject) => ({
    element: <WaitlistOffer data={data} site={site} subject={subject} />,
  }),
  recurring_gift_changed: (data, site, subject) => ({
    element: <RecurringGiftChanged data={data} site={site} subject={subject} />,
  }),
  year_end_statement: (data, site, subject) => ({
    element: <YearEndStatement data={data} site={site} subject={subject} />,
  }),
};

/** Headings keep their case in the text version (html-to-text shouts them by default). */
const TEXT_OPTIONS = {
  selectors: ['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
};

/** A mail of `kind`, rendered from its data for the site: ready for SMTP. */
export async function renderMail<K extends MailKind>(
  kind: K,
  data: MailData[K],
  site: MailSite,
): Promise<RenderedMail> {
  const subject = mailSubject(kind, data);
  const template: Template<K> = TEMPLATES[kind];
  const { element, attachments = [], headers = {} } = await template(data, site, subject);
  const html = await render(element);
  // The same conversion `render(element, { plainText: true })` does, from the
  // HTML already made rather than a second React render.
  const text = toPlainText(html, TEXT_OPTIONS);
  return { subject, html, text, attachments, headers };
}
