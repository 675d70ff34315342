/**
 * A sample of every kind of mail, for the templates' tests, the render
 * bench and anyone who wants to look at a mail without sending one.
 */
import { PARISH_CONTACT } from '@parish/shared-types';
import type { MailData, MailSite } from '../kinds';

export const SAMPLE_SITE: MailSite = {
  name: PARISH_CONTACT.name,
  url: 'https://holytrinity.example',
  address: PARISH_CONTACT.address,
  phone: PARISH_CONTACT.phone,
  email: PARISH_CONTACT.email,
  timeZone: 'America/New_York',
};

const DASHBOARD = 'https://holytrinity.example/admin';

export const SAMPLE_MAILS: MailData = {
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
    bookingId: 'bidA1b2C3',
    bookerName: 'Mary Smith',
    bookerEmail: 'mary@example.com',
    eventTitle: 'Christmas Concert',
    eventDate: '2026-12-25',
    eventTime: '18:00:00',
    numberOfTickets: 2,
    refundCents: 25000,
    cancelledBy: 'office',
    reason: 'The concert is moved to the new year.\nWe are sorry for the trouble.',
  },
  booking_cancelled_office: {
    bookingId: 'bidA1b2C3',
    bookerName: 'Mary Smith',
    bookerEmail: 'mary@example.com',
    eventTitle: 'Christmas Concert',
    eventDate: '2026-12-25',
    eventTime: '18:00:00',
    numberOfTickets: 2,
    refundCents: 25000,
    cancelledBy: 'visitor',
    reason: null,
  },
  gift_receipt: {
    donorName: 'Mary Smith',
    receivedAt: '2026-03-02T03:30:00.000Z',
    amountCents: 25000,
    feeCents: 760,
    funds: [
      { fund: 'building', label: 'Building Fund', cents: 15000 },
      { fund: 'missions', label: 'Missions', cents: 10000 },
    ],
    frequency: 'Monthly',
    provider: 'stripe',
    reference: 'cs_test_a1b2c3',
    receiptUrl: 'https://holytrinity.example/giving/receipt?session=cs_test_a1b2c3',
  },
  purchase_receipt: {
    buyerName: 'Mary Smith',
    receivedAt: '2026-03-02T15:00:00.000Z',
    amountCents: 4250,
    items: [
      { product_id: 1, title: 'Parish Cookbook', quantity: 2, unit_price: 15 },
      { product_id: 2, title: 'Prayer Candle', quantity: 1, unit_price: 12.5 },
    ],
    provider: 'paypal',
    reference: 'PAYPAL-ORDER-9',
    receiptUrl: 'https://holytrinity.example/shop/receipt?order=PAYPAL-ORDER-9',
  },
  contact_office: {
    messageId: 17,
    name: 'Mary Smith',
    email: 'mary@example.com',
    phone: '(555) 555-0123',
    whoIsThisFor: 'Pastor',
    message: 'Hello,\nCould we talk about a baptism in May?\nThank you.',
    attachmentName: 'baptism-form.pdf',
    dashboardUrl: `${DASHBOARD}/contact`,
  },
  contact_acknowledgement: {
    name: 'Mary Smith',
  },
  ministry_interest_office: {
    name: 'Mary Smith',
    email: 'mary@example.com',
    phone: null,
    ministryTitle: 'Choir',
    message: 'I sing alto.',
    dashboardUrl: `${DASHBOARD}/ministry-interests`,
  },
  course_registration_office: {
    firstName: 'Mary',
    lastName: 'Smith',
    email: 'mary@example.com',
    courseTitle: 'Alpha Course',
    dashboardUrl: `${DASHBOARD}/course-registrations`,
  },
  chat_office: {
    topic: 'Prayer request (chat assistant)',
    message: 'Please pray for my mother,\nwho is in hospital.',
    dashboardUrl: `${DASHBOARD}/contact`,
  },
  newsletter_confirm: {
    confirmUrl: 'https://holytrinity.example/newsletter/confirm?token=confirm-token',
    unsubscribeUrl: 'https://holytrinity.example/newsletter/unsubscribe?token=unsub-token',
    oneClickUnsubscribeUrl:
      'https://holytrinity.example/api/newsletter/unsubscribe/one-click/?token=unsub-token',
  },
  newsletter_welcome: {
    unsubscribeUrl: 'https://holytrinity.example/newsletter/unsubscribe?token=unsub-token',
    oneClickUnsubscribeUrl:
      'https://holytrinity.example/api/newsletter/unsubscribe/one-click/?token=unsub-token',
  },
  donor_sign_in: {
    donorName: 'Ruth Alvarez',
    signInUrl: 'https://holytrinity.example/my-giving?token=sign-in-token',
    expiresAt: '2026-11-21T15:30:00Z',
  },
  renewal_failed: {
    donorName: 'Ruth Alvarez',
    amountCents: 4000,
    frequency: 'Monthly',
    updateCardUrl: 'https://invoice.stripe.com/i/acct_1/test_update',
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
  recurring_gift_changed: {
    donorName: 'Ruth Alvarez',
    change: 'changed',
    amountCents: 4000,
    feeCents: 0,
    frequency: 'Monthly',
    previous: { amountCents: 5000, frequency: 'Weekly' },
    manageUrl: 'https://holytrinity.example/my-giving',
  },
  year_end_statement: {
    donorName: 'Ruth Alvarez',
    year: 2026,
    gifts: 3,
    totalCents: 33000,
    myGivingUrl: 'https://holytrinity.example/my-giving',
  },
  password_reset: {
    adminName: 'Parish Office',
    resetUrl: 'https://holytrinity.example/login/reset?token=reset-token',
    expiresAt: '2026-11-21T15:15:00Z',
  },
  new_device_sign_in: {
    adminName: 'Parish Office',
    device: 'Firefox 128 on Linux',
    address: '203.0.113.7',
    signedInAt: '2026-11-21T15:00:00Z',
    accountUrl: 'https://holytrinity.example/admin/account',
  },
};
