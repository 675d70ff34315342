/**
 * The ticketing module's mails: each kind's subject and sample data here, its
 * template in renderers.tsx (loaded with the first mail rendered).
 */
import { apiTexts } from '../../../lib/i18n';
import { formatDate, subjectText as s, type ModuleMails } from '../../messaging';
import type { TicketingMailKind } from './kinds';

export type { TicketingMailKind };

/** One cancelled booking, as the booker's and the office's samples both tell it. */
const SAMPLE_CANCELLATION = {
  bookingId: 'bidA1b2C3',
  bookerName: 'Mary Smith',
  bookerEmail: 'mary@example.com',
  eventTitle: 'Christmas Concert',
  eventDate: '2026-12-25',
  eventTime: '18:00:00',
  numberOfTickets: 2,
  refundCents: 25000,
};

export const ticketingMails: ModuleMails<TicketingMailKind> = {
  subjects: {
    booking_confirmed: (data, language) =>
      apiTexts(language)('api.mail.bookingConfirmed.subject', {
        title: s(data.event.title),
        date: formatDate(data.event.date, language),
      }),
    booking_cancelled: (data, language) =>
      apiTexts(language)('api.mail.bookingCancelled.subject', {
        title: s(data.eventTitle),
        date: formatDate(data.eventDate, language),
      }),
    booking_cancelled_office: (data) =>
      `Booking cancelled by the ${data.cancelledBy}: ${s(data.bookerName)}, ${s(data.eventTitle)}`,
    waitlist_joined: (data, language) =>
      apiTexts(language)('api.mail.waitlistJoined.subject', {
        title: s(data.eventTitle),
        date: formatDate(data.eventDate, language),
      }),
    waitlist_offer: (data, language) =>
      apiTexts(language)('api.mail.waitlistOffer.subject', {
        title: s(data.eventTitle),
        date: formatDate(data.eventDate, language),
      }),
  },
  samples: {
    booking_confirmed: {
      bookingId: 'bidA1b2C3',
      bookerName: 'Mary Smith',
      event: {
        id: 42,
        title: 'Christmas Concert',
        description: 'Carols and readings by candlelight.',
        date: '2026-12-25',
        time: '18:00:00',
        location: 'Main Sanctuary',
        priceCents: 12500,
        updatedAt: '2026-11-01T15:30:00.000Z',
      },
      numberOfTickets: 2,
      totalCents: 25000,
      paymentMethod: 'card',
      tickets: [
        {
          number: 1,
          name: 'Mary Smith',
          qrValue: 'https://holytrinity.example/check?bookingId=bidA1b2C3&ticket=1',
          reference: 'bidA1b2C3-1',
        },
        {
          number: 2,
          name: 'John Smith',
          qrValue: 'https://holytrinity.example/check?bookingId=bidA1b2C3&ticket=2',
          reference: 'bidA1b2C3-2',
        },
      ],
      manageUrl: 'https://holytrinity.example/booking-success?bookingId=bidA1b2C3&token=secret',
    },
    booking_cancelled: {
      ...SAMPLE_CANCELLATION,
      cancelledBy: 'office',
      reason: 'The concert is moved to the new year.\nWe are sorry for the trouble.',
    },
    booking_cancelled_office: {
      ...SAMPLE_CANCELLATION,
      cancelledBy: 'visitor',
      reason: null,
    },
    waitlist_joined: {
      name: 'Maria Lopez',
      eventTitle: 'Christmas Concert',
      eventDate: '2026-12-25',
      eventTime: '18:00:00',
      seats: 2,
      position: 3,
      leaveUrl: 'https://holytrinity.example/waitlist?token=waitlist-token',
    },
    waitlist_offer: {
      name: 'Maria Lopez',
      eventTitle: 'Christmas Concert',
      eventDate: '2026-12-25',
      eventTime: '18:00:00',
      seats: 2,
      expiresAt: '2026-12-20T23:00:00Z',
      claimUrl: 'https://holytrinity.example/event/tickets?eventId=42&claim=waitlist-token',
      leaveUrl: 'https://holytrinity.example/waitlist?token=waitlist-token',
    },
  },
  loadRenderers: () => import('./renderers').then((module) => module.renderers),
};
