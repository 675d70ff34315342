/**
 * What each kind of mail says, in its HTML and its plain text: the subject,
 * the facts a reader looks for, the attachments and headers, and that user
 * text can neither run as HTML nor break a subject onto a new header line.
 */
import QRCode from 'qrcode';
import { MAIL_KINDS, OFFICE_HOURS, type MailKind } from '@parish/shared-types';
import { MAILS } from '../mails';
import { NO_GOODS_OR_SERVICES } from '../modules/giving/mail-templates/GiftReceipt';
import {
  formatDate,
  formatMoney,
  formatTime,
  SAMPLE_SITE,
  subjectText,
  type MailData,
  type RenderedMail,
} from '../modules/messaging';
import { TICKET_QR_OPTIONS } from '../modules/ticketing/mail-templates/qr';

const SAMPLE_MAILS = MAILS.samples;
const { render: renderMail, subject: mailSubject } = MAILS;

const KINDS = Object.keys(MAIL_KINDS) as MailKind[];

function renderSample<K extends MailKind>(kind: K, changes: Partial<MailData[K]> = {}) {
  return renderMail(kind, { ...SAMPLE_MAILS[kind], ...changes }, SAMPLE_SITE);
}

/** The HTML's text as a reader sees it: no tags, entities decoded, spaces collapsed. */
function visibleHtml(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');
}

/** Asserts each text is shown in both versions of the mail. */
function expectShown(mail: RenderedMail, texts: readonly string[]) {
  const html = visibleHtml(mail.html);
  for (const text of texts) {
    expect(html).toContain(text);
    expect(mail.text).toContain(text);
  }
}

const UNSUBSCRIBE = SAMPLE_MAILS.newsletter_welcome.unsubscribeUrl;
const ONE_CLICK = SAMPLE_MAILS.newsletter_welcome.oneClickUnsubscribeUrl;

/** Every kind's subject and what its reader must find (the compiler wants all kinds). */
const EXPECTED: { [K in MailKind]: { subject: string; shows: string[] } } = {
  booking_confirmed: {
    subject: 'Booking confirmed: Christmas Concert on Friday, December 25, 2026',
    shows: [
      'Booking Confirmed!',
      'Dear Mary Smith',
      'Event: Christmas Concert',
      'Date: Friday, December 25, 2026',
      'Time: 6:00 PM',
      'Place: Main Sanctuary',
      'Tickets: 2 tickets',
      'Total: $250.00',
      'Payment: Card',
      'Ticket #1',
      'Ticket #2',
      'John Smith',
      'Reference: bidA1b2C3-2',
      'event-42.ics',
      'Manage your booking',
      'This link is private',
    ],
  },
  booking_cancelled: {
    subject: 'Booking cancelled: Christmas Concert on Friday, December 25, 2026',
    shows: [
      'Booking Cancelled',
      'the parish office has cancelled your booking',
      'Event: Christmas Concert',
      'Tickets: 2 tickets',
      'The concert is moved to the new year.\nWe are sorry for the trouble.',
      'will refund $250.00',
    ],
  },
  booking_cancelled_office: {
    subject: 'Booking cancelled by the visitor: Mary Smith, Christmas Concert',
    shows: [
      'cancelled by the visitor',
      'Booked by: Mary Smith',
      'E-mail: mary@example.com',
      'Date: Friday, December 25, 2026',
      'Cancelled by: The visitor',
      'Refund owed: $250.00',
    ],
  },
  gift_receipt: {
    subject: 'Receipt for your gift of $250.00',
    shows: [
      'Donor: Mary Smith',
      // 03:30 UTC on March 2 is still March 1 in the parish's time zone.
      'Date received: Sunday, March 1, 2026',
      'Amount: $250.00',
      'Building Fund: $150.00',
      'Missions: $100.00',
      'Processing fee you covered: $7.60',
      'Frequency: Monthly (recurring gift)',
      'Paid with: Stripe (card)',
      'Reference: cs_test_a1b2c3',
      NO_GOODS_OR_SERVICES,
      `Organization: ${SAMPLE_SITE.name}`,
      `Address: ${SAMPLE_SITE.address}`,
      'View your receipt',
    ],
  },
  purchase_receipt: {
    subject: 'Receipt for your purchase of $42.50',
    shows: [
      'Parish Cookbook: 2 × $15.00 = $30.00',
      'Prayer Candle: 1 × $12.50 = $12.50',
      'Total: $42.50',
      'Date: Monday, March 2, 2026',
      'Reference: PAYPAL-ORDER-9',
      'View your receipt',
    ],
  },
  contact_office: {
    subject: 'Contact message from Mary Smith',
    shows: [
      'From: Mary Smith',
      'E-mail: mary@example.com',
      'Phone: (555) 555-0123',
      'Who is this for: Pastor',
      'Hello,\nCould we talk about a baptism in May?\nThank you.',
      'baptism-form.pdf',
      'Open in the dashboard',
    ],
  },
  contact_acknowledgement: {
    subject: 'We received your message',
    shows: ['Dear Mary Smith', 'We received your message', `Office hours: ${OFFICE_HOURS}`],
  },
  ministry_interest_office: {
    subject: 'Ministry interest: Mary Smith for Choir',
    shows: ['Ministry: Choir', 'Name: Mary Smith', 'Phone: Not given', 'I sing alto.'],
  },
  course_registration_office: {
    subject: 'Course registration: Mary Smith for Alpha Course',
    shows: ['Course: Alpha Course', 'First name: Mary', 'Last name: Smith', 'mary@example.com'],
  },
  chat_office: {
    subject: 'Prayer request (chat assistant)',
    shows: [
      'Topic: Prayer request (chat assistant)',
      'Please pray for my mother,\nwho is in hospital.',
    ],
  },
  newsletter_confirm: {
    subject: 'Please confirm your newsletter subscription',
    shows: ['Confirm my subscription', 'If you did not ask to subscribe', 'Unsubscribe'],
  },
  newsletter_welcome: {
    subject: "You're subscribed to our newsletter",
    shows: ["You're subscribed", 'Unsubscribe'],
  },
  campaign: {
    subject: 'Adoration moves to the chapel on Thursday',
    shows: ['Dear Mary', 'Adoration', 'You receive this because you subscribed to “Parish news”'],
  },
  donor_sign_in: {
    subject: 'Your sign-in link for My Giving',
    shows: ['Dear Ruth Alvarez', 'Sign in to My Giving', 'works once', '30 minutes'],
  },
  renewal_failed: {
    subject: 'Your monthly gift of $40.00 could not be charged',
    shows: ['Dear Ruth Alvarez', 'Update my card', '$40.00'],
  },
  waitlist_joined: {
    subject: "You're on the waitlist: Christmas Concert on Friday, December 25, 2026",
    shows: ['Dear Maria Lopez', 'number 3 in line', 'Tickets: 2 tickets', 'Leave the waitlist'],
  },
  waitlist_offer: {
    subject: 'Seats are free for you: Christmas Concert on Friday, December 25, 2026',
    // 23:00 UTC is 6:00 PM in New York, the sample site's time zone.
    shows: [
      'Dear Maria Lopez',
      'until 6:00 PM on Sunday, December 20, 2026',
      'Book my seats',
      'Leave the waitlist',
    ],
  },
  recurring_gift_changed: {
    subject: 'Your recurring gift is now a monthly gift of $40.00',
    shows: ['Dear Ruth Alvarez', 'weekly gift of $50.00', 'monthly gift of $40.00', 'My Giving'],
  },
  year_end_statement: {
    subject: 'Your 2026 giving statement',
    shows: ['Dear Ruth Alvarez', '3 gifts', '$330.00', 'attached', 'no goods or services'],
  },
  password_reset: {
    subject: 'Set a new password for the parish dashboard',
    shows: ['Dear Parish Office', 'Set a new password', 'works once', '15 minutes'],
  },
  new_device_sign_in: {
    subject: 'New sign-in to the parish dashboard: Firefox 128 on Linux',
    shows: [
      'Dear Parish Office',
      'Device: Firefox 128 on Linux',
      'Address: 203.0.113.7',
      'When: 10:00 AM on Saturday, November 21, 2026',
      'Review my sessions',
    ],
  },
  mass_intention: {
    subject: 'Your Mass intention for Sunday, December 13, 2026',
    shows: [
      'We received your Mass intention',
      'Dear Mary Smith,',
      'Intention: For the repose of the soul of John Smith',
      'Mass: Sunday Worship',
      'Time: 10:00 AM',
      'Place: Church',
    ],
  },
  sacrament_acknowledgement: {
    subject: 'We received your request: Baptism',
    shows: [
      'Dear Mary Smith',
      'Your request reached the parish office',
      'Thank you for your request (Baptism)',
    ],
  },
  sacrament_scheduled: {
    subject: 'Scheduled: Baptism on Sunday, January 10, 2027',
    shows: [
      'Dear Mary Smith',
      'Sacrament: Baptism',
      'Date: Sunday, January 10, 2027',
      'Time: 12:30 PM',
      'Place: Church, baptismal font',
    ],
  },
};

/** Links a reader can follow: in the HTML as hrefs, in the text as URLs. */
const LINKS: { [K in MailKind]: string[] } = {
  booking_confirmed: [SAMPLE_MAILS.booking_confirmed.manageUrl],
  booking_cancelled: [],
  booking_cancelled_office: [],
  gift_receipt: [SAMPLE_MAILS.gift_receipt.receiptUrl],
  purchase_receipt: [SAMPLE_MAILS.purchase_receipt.receiptUrl],
  contact_office: [SAMPLE_MAILS.contact_office.dashboardUrl],
  contact_acknowledgement: [],
  ministry_interest_office: [SAMPLE_MAILS.ministry_interest_office.dashboardUrl],
  course_registration_office: [SAMPLE_MAILS.course_registration_office.dashboardUrl],
  chat_office: [SAMPLE_MAILS.chat_office.dashboardUrl],
  newsletter_confirm: [SAMPLE_MAILS.newsletter_confirm.confirmUrl, UNSUBSCRIBE],
  newsletter_welcome: [UNSUBSCRIBE],
  campaign: [SAMPLE_MAILS.campaign.unsubscribeUrl, SAMPLE_MAILS.campaign.preferencesUrl],
  donor_sign_in: [SAMPLE_MAILS.donor_sign_in.signInUrl],
  renewal_failed: [SAMPLE_MAILS.renewal_failed.updateCardUrl],
  waitlist_joined: [SAMPLE_MAILS.waitlist_joined.leaveUrl],
  waitlist_offer: [SAMPLE_MAILS.waitlist_offer.claimUrl, SAMPLE_MAILS.waitlist_offer.leaveUrl],
  recurring_gift_changed: [SAMPLE_MAILS.recurring_gift_changed.manageUrl],
  year_end_statement: [SAMPLE_MAILS.year_end_statement.myGivingUrl],
  password_reset: [SAMPLE_MAILS.password_reset.resetUrl],
  new_device_sign_in: [SAMPLE_MAILS.new_device_sign_in.accountUrl],
  mass_intention: [],
  sacrament_acknowledgement: [],
  sacrament_scheduled: [],
};

const escapedHref = (url: string) => `href="${url.replace(/&/g, '&amp;')}"`;

describe.each(KINDS)('%s', (kind) => {
  let mail: RenderedMail;
  beforeAll(async () => {
    mail = await renderSample(kind);
  });

  it('has its subject, and shows its facts in HTML and in text', () => {
    expect(mailSubject(kind, SAMPLE_MAILS[kind])).toBe(EXPECTED[kind].subject);
    expect(mail.subject).toBe(EXPECTED[kind].subject);
    expectShown(mail, EXPECTED[kind].shows);
  });

  it('links where it says, in both versions', () => {
    for (const url of LINKS[kind]) {
      expect(mail.html).toContain(escapedHref(url));
      expect(mail.text).toContain(url);
    }
  });

  it('is framed by the parish: its name on top, how to reach it below', () => {
    expectShown(mail, [
      SAMPLE_SITE.name,
      SAMPLE_SITE.address,
      SAMPLE_SITE.phone,
      SAMPLE_SITE.email,
    ]);
    expect(mail.html).toContain(escapedHref(SAMPLE_SITE.url));
    expect(mail.text).toContain(SAMPLE_SITE.url);
    expect(mail.html).toContain(`<title>${EXPECTED[kind].subject.replace(/'/g, '&#x27;')}</title>`);
  });

  it('stays readable in dark mode', () => {
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(mail.html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
  });

  it('carries unsubscribe headers only when it is a newsletter mail', () => {
    if (kind === 'newsletter_confirm' || kind === 'newsletter_welcome') {
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${ONE_CLICK}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // The footer links the site's page: a person's click is a GET, not the one-click POST.
      expect(mail.html).not.toContain(ONE_CLICK);
    } else if (kind === 'campaign') {
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${SAMPLE_MAILS.campaign.oneClickUnsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': SAMPLE_MAILS.campaign.listId,
      });
    } else {
      expect(mail.headers).toEqual({});
      expect(mail.html).not.toContain('Unsubscribe');
    }
  });
});

describe('booking_confirmed', () => {
  const data = SAMPLE_MAILS.booking_confirmed;

  it('shows each ticket’s QR code as an inline PNG of its value, with alt text', async () => {
    const mail = await renderSample('booking_confirmed');
    const images = mail.attachments.filter((file) => file.contentType === 'image/png');
    expect(images).toHaveLength(2);
    const cids = images.map((image) => image.cid);
    expect(new Set(cids).size).toBe(2);
    for (const [index, ticket] of data.tickets.entries()) {
      const image = images[index];
      if (!image) throw new Error(`No QR code for ticket ${ticket.number}`);
      expect(image.cid).toMatch(/^[A-Za-z0-9.-]+@[A-Za-z0-9.-]+$/);
      expect(mail.html).toContain(`src="cid:${image.cid}"`);
      expect(mail.html).toContain(
        `alt="QR code of ticket ${ticket.reference}, for the check-in at the door"`,
      );
      const png = image.content as Buffer;
      expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
      expect(png.equals(await QRCode.toBuffer(ticket.qrValue, TICKET_QR_OPTIONS))).toBe(true);
    }
  });

  it('attaches the event as an iCalendar file to add to a calendar', async () => {
    const mail = await renderSample('booking_confirmed');
    const calendars = mail.attachments.filter((file) => file.filename.endsWith('.ics'));
    expect(calendars).toHaveLength(1);
    const [calendar] = calendars;
    expect(calendar?.filename).toBe('event-42.ics');
    expect(calendar?.contentType).toMatch(/^text\/calendar;/);
    expect(calendar?.contentType).toContain('method=PUBLISH');
    expect(calendar?.cid).toBeUndefined();
    const lines = String(calendar?.content).replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:event-42@holytrinity.example',
        'SUMMARY:Christmas Concert',
        'DTSTART;TZID=America/New_York:20261225T180000',
        'LOCATION:Main Sanctuary',
        'DTSTAMP:20261101T153000Z',
        'END:VEVENT',
      ]),
    );
  });

  it('says a free booking is free, and names no payment', async () => {
    const mail = await renderSample('booking_confirmed', { totalCents: 0 });
    expectShown(mail, ['Total: Free']);
    expect(mail.text).not.toContain('Payment:');
  });
});

describe('the other kinds, as the data varies', () => {
  it('booking_cancelled: the visitor’s own cancellation, nothing to refund, no reason', async () => {
    const mail = await renderSample('booking_cancelled', {
      cancelledBy: 'visitor',
      refundCents: 0,
      reason: null,
    });
    expectShown(mail, ['your booking is cancelled, as you asked']);
    expect(mail.text).not.toMatch(/refund|reason/i);
  });

  it('booking_cancelled_office: names the office and its reason', async () => {
    const mail = await renderSample('booking_cancelled_office', {
      cancelledBy: 'office',
      reason: 'Snow.',
      refundCents: 0,
    });
    expect(mail.subject).toBe('Booking cancelled by the office: Mary Smith, Christmas Concert');
    expectShown(mail, ['Cancelled by: The parish office', 'Snow.']);
    expect(mail.text).not.toContain('Refund');
  });

  it('gift_receipt: a one-time gift with no fee says neither', async () => {
    const mail = await renderSample('gift_receipt', { frequency: null, feeCents: 0 });
    expectShown(mail, [NO_GOODS_OR_SERVICES]);
    expect(mail.text).not.toContain('Frequency');
    expect(mail.text).not.toContain('fee');
  });

  it('contact_office: no attachment, no phone, nobody named', async () => {
    const mail = await renderSample('contact_office', {
      attachmentName: null,
      phone: '',
      whoIsThisFor: '',
    });
    expectShown(mail, ['Phone: Not given']);
    expect(mail.text).not.toMatch(/attached|Who is this for/);
  });
});

/** Every text of the data with `suffix` added, except what is not text a person typed. */
function withSuffix<K extends MailKind>(kind: K, suffix: string): MailData[K] {
  const machine = /Url$|At$|^(date|time|eventDate|eventTime|paymentMethod|cancelledBy|fund|kind)$/;
  const change = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return machine.test(key) ? value : value + suffix;
    if (Array.isArray(value)) return value.map((item) => change(item, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, change(v, k)]));
    }
    return value;
  };
  return change(SAMPLE_MAILS[kind], '') as MailData[K];
}

describe('user text', () => {
  // The newsletter mails hold no text a person typed, only links the site made.
  const WITH_USER_TEXT = KINDS.filter((kind) => !kind.startsWith('newsletter_'));

  it.each(WITH_USER_TEXT)('%s: is escaped in the HTML, never markup', async (kind) => {
    const mail = await renderMail(
      kind,
      withSuffix(kind, '<script>alert("x")</script><img src=x onerror=alert(1)>'),
      SAMPLE_SITE,
    );
    expect(mail.html).not.toMatch(/<script|<img src=x/i);
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it.each(KINDS)('%s: cannot put a line break or control in the subject', (kind) => {
    const subject = mailSubject(
      kind,
      withSuffix(kind, '\r\nBcc: eve@example.com\u2028\u0000\u202e'),
    );
    // eslint-disable-next-line no-control-regex
    expect(subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e]/);
  });

  it('keeps the words of a hostile subject on one line', () => {
    const subject = mailSubject('contact_office', {
      ...SAMPLE_MAILS.contact_office,
      name: 'Eve\r\nBcc: eve@example.com\r\n\r\nHello',
    });
    expect(subject).toBe('Contact message from Eve Bcc: eve@example.com Hello');
  });

  it('keeps the line breaks of a message, as <br/> between escaped lines', async () => {
    const mail = await renderSample('chat_office', { message: 'One <b>\r\nTwo\rThree\n\nFive' });
    expect(mail.html).toContain('One &lt;b&gt;<br/>Two<br/>Three<br/><br/>Five');
    expect(mail.text).toContain('One <b>\nTwo\nThree\n\nFive');
  });
});

describe('formats', () => {
  it('writes dates, times and money the American way', () => {
    expect(formatDate('2026-12-25')).toBe('Friday, December 25, 2026');
    expect(formatTime('18:00:00')).toBe('6:00 PM');
    expect(formatTime('00:05:00')).toBe('12:05 AM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatMoney(125000)).toBe('$1,250.00');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('shortens a very long name in a subject', () => {
    expect(subjectText('x'.repeat(200))).toHaveLength(80);
  });
});

describe('in Spanish, for a person who used the Spanish site', () => {
  const inSpanish = { ...SAMPLE_SITE, language: 'es' as const };

  it('booking_confirmed: subject, texts, facts and the link to its Spanish page', async () => {
    const data = SAMPLE_MAILS.booking_confirmed;
    expect(mailSubject('booking_confirmed', data, 'es')).toBe(
      'Reservación confirmada: Christmas Concert, viernes, 25 de diciembre de 2026',
    );
    const mail = await renderMail('booking_confirmed', data, inSpanish);
    expect(mail.html).toContain('<html dir="ltr" lang="es">');
    expectShown(mail, [
      '¡Reservación confirmada!',
      'Estimado(a) Mary Smith: ¡gracias! Su reservación está confirmada.',
      'viernes, 25 de diciembre de 2026',
      '2 boletos',
      'Tarjeta',
      'Boleto n.º 1',
      'Administrar mi reservación',
      'Teléfono:',
    ]);
    for (const english of ['Booking Confirmed!', 'Your tickets', 'Manage your booking', 'Phone:']) {
      expect(visibleHtml(mail.html)).not.toContain(english);
    }
  });

  it('booking_cancelled and the waitlist mails: the amount and the place in line in bold where Spanish puts them', async () => {
    const cancelled = await renderMail(
      'booking_cancelled',
      SAMPLE_MAILS.booking_cancelled,
      inSpanish,
    );
    expectShown(cancelled, [
      'Reservación cancelada',
      'la oficina parroquial ha cancelado su reservación.',
      'El motivo de la oficina:',
      'la oficina parroquial le reembolsará $250.00.',
    ]);
    expect(cancelled.html).toMatch(/reembolsará <strong[^>]*>\$250\.00<\/strong>/);
    expect(cancelled.html).toContain(`mailto:${SAMPLE_SITE.email}`);

    const joined = await renderMail('waitlist_joined', SAMPLE_MAILS.waitlist_joined, inSpanish);
    expectShown(joined, ['Está en la lista de espera', 'Salir de la lista de espera']);
    expect(joined.html).toMatch(/usted es el número <strong[^>]*>\d+<\/strong> en la lista/);

    const offer = await renderMail('waitlist_offer', SAMPLE_MAILS.waitlist_offer, inSpanish);
    expectShown(offer, ['Hay lugares para usted', 'Reservar mis lugares', 'Apartados para usted']);
  });

  it('writes dates, times and money as Spanish readers in the United States do', () => {
    expect(formatDate('2026-12-25', 'es')).toBe('viernes, 25 de diciembre de 2026');
    expect(formatTime('18:00:00', 'es')).toBe('6:00 p.m.');
    expect(formatMoney(125000, 'es')).toBe('$1,250.00');
  });

  it('leaves every English mail as it was', async () => {
    const mail = await renderMail('booking_confirmed', SAMPLE_MAILS.booking_confirmed, SAMPLE_SITE);
    expect(mail.html).toContain('<html dir="ltr" lang="en">');
    expectShown(mail, ['Booking Confirmed!', 'Phone:']);
  });
});
