/** The ticketing module's mail templates, by kind. */
import { singleEventCalendar } from '../../../lib/event-calendar';
import type { MailAttachment, MailData, MailRenderers, MailSite, Rendering } from '../../messaging';
import type { TicketingMailKind } from './kinds';
import { ticketQrPng } from './qr';
import { BookingConfirmed } from './BookingConfirmed';
import { BookingCancelled } from './BookingCancelled';
import { BookingCancelledOffice } from './BookingCancelledOffice';
import { WaitlistJoined } from './WaitlistJoined';
import { WaitlistOffer } from './WaitlistOffer';

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

export const renderers: MailRenderers<TicketingMailKind> = {
  booking_confirmed: bookingConfirmed,
  booking_cancelled: (data, site, subject) => ({
    element: <BookingCancelled data={data} site={site} subject={subject} />,
  }),
  booking_cancelled_office: (data, site, subject) => ({
    element: <BookingCancelledOffice data={data} site={site} subject={subject} />,
  }),
  waitlist_joined: (data, site, subject) => ({
    element: <WaitlistJoined data={data} site={site} subject={subject} />,
  }),
  waitlist_offer: (data, site, subject) => ({
    element: <WaitlistOffer data={data} site={site} subject={subject} />,
  }),
};
