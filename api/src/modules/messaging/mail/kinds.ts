/**
 * What each kind of mail shows: the data the outbox keeps for it (JSON, in
 * `outbox_mails.data`), written by the feature that sends it and read by
 * its template when the mail is delivered. Money is whole cents, dates the
 * parish's wall-clock `YYYY-MM-DD` and `HH:MM:SS`, instants ISO strings.
 */
import type {
  GivingFundId,
  Language,
  MailKind,
  PaymentMethod,
  PurchasedItem,
} from '@parish/shared-types';
import type { SacramentKind } from '@parish/shared-types/sacraments';
import type { ReactElement } from 'react';
import type { CalendarEvent } from '../../../lib/event-calendar';

export interface BookedTicket {
  /** 1, 2, … in the booking. */
  number: number;
  name: string;
  /** What the ticket's QR code holds (drawn as an inline image): its check-in code only. */
  qrValue: string;
  /** The check-in code as printed under the QR code, to type at the door (`XXXXX-XXXXX-…`). */
  checkInCode?: string;
  /** The ticket's reference as printed under the code (`bidA1b2C3-2`). */
  reference: string;
}

/** The booked event as the mail keeps it: what its `.ics` is made from, `updatedAt` an ISO string. */
export type BookedEvent = Omit<CalendarEvent, 'updatedAt'> & { updatedAt: string };

export interface BookingConfirmedMail {
  bookingId: string;
  bookerName: string;
  event: BookedEvent;
  numberOfTickets: number;
  totalCents: number;
  paymentMethod: PaymentMethod;
  tickets: BookedTicket[];
  /** The private link to see and cancel the booking (carries its manage token). */
  manageUrl: string;
}

export interface BookingCancelledMail {
  bookingId: string;
  bookerName: string;
  bookerEmail: string;
  eventTitle: string;
  eventDate: string;
  eventTime: string;
  numberOfTickets: number;
  /** Cents paid that the office will refund (0: nothing was paid). */
  refundCents: number;
  /** Who cancelled: the visitor themselves, or the parish office. */
  cancelledBy: 'visitor' | 'office';
  /** The office's reason, when it cancelled. */
  reason: string | null;
}

export interface FundPart {
  fund: GivingFundId;
  /** 'Building Fund'. */
  label: string;
  cents: number;
}

export interface GiftReceiptMail {
  donorName: string;
  /** When the gift was received (ISO). */
  receivedAt: string;
  amountCents: number;
  /** Part of `amountCents` the donor added to cover the processing fee. */
  feeCents: number;
  funds: FundPart[];
  /** 'Weekly', 'Bi-Weekly', 'Monthly', or null for a one-time gift. */
  frequency: string | null;
  provider: string;
  /** The provider's session or order id. */
  reference: string;
  /** The receipt page on the site. */
  receiptUrl: string;
}

export interface PurchaseReceiptMail {
  buyerName: string;
  receivedAt: string;
  amountCents: number;
  items: PurchasedItem[];
  provider: string;
  reference: string;
  receiptUrl: string;
}

export interface ContactOfficeMail {
  messageId: number;
  name: string;
  email: string;
  phone: string;
  whoIsThisFor: string;
  message: string;
  /** The attachment's file name, when one is attached to the mail. */
  attachmentName: string | null;
  /** Where administrators read it. */
  dashboardUrl: string;
}

/**
 * To whoever the contact form names: no copy of the message, so the form
 * can't carry someone's text to an address of their choosing.
 */
export interface ContactAcknowledgementMail {
  name: string;
}

export interface MinistryInterestOfficeMail {
  name: string;
  email: string;
  phone: string | null;
  ministryTitle: string;
  message: string | null;
  dashboardUrl: string;
}

export interface CourseRegistrationOfficeMail {
  firstName: string;
  lastName: string;
  email: string;
  courseTitle: string;
  dashboardUrl: string;
}

export interface ChatOfficeMail {
  /** 'Prayer request (chat assistant)' or 'Question (chat assistant)'. */
  topic: string;
  message: string;
  dashboardUrl: string;
}

export interface NewsletterConfirmMail {
  confirmUrl: string;
  /** The site's unsubscribe page (the link a reader clicks). */
  unsubscribeUrl: string;
  /** The API's RFC 8058 one-click URL, for the `List-Unsubscribe` header (POST). */
  oneClickUnsubscribeUrl: string;
  /** The site's preference page (topics, pause, leave); absent in mails queued before it existed. */
  preferencesUrl?: string;
}

export interface NewsletterWelcomeMail {
  unsubscribeUrl: string;
  oneClickUnsubscribeUrl: string;
  preferencesUrl?: string;
}

/**
 * A campaign (docs/communications.md) to one subscriber, or to the
 * administrator who asked for a test. The body is the campaign's Markdown
 * already sanitised to HTML, the greeting filled in for this person.
 */
export interface CampaignMail {
  campaignId: number;
  /** The recipient's subscriber id; null for "send me a test". */
  subscriberId: number | null;
  subject: string;
  bodyHtml: string;
  /** The site's unsubscribe page (everything) with this mail's token. */
  unsubscribeUrl: string;
  /** RFC 8058: the per-topic one-click unsubscribe of the topic this mail was sent for. */
  oneClickUnsubscribeUrl: string;
  preferencesUrl: string;
  /** The topic it was sent for: its name in the mail's language, and the List-Id it names. */
  topicName: string;
  listId: string;
  /** A test to the administrator: said so at the top. */
  test?: boolean;
}

export interface DonorSignInMail {
  donorName: string;
  /** My Giving with the link's token: works once, until `expiresAt`. */
  signInUrl: string;
  /** When the link stops working (ISO). */
  expiresAt: string;
}

export interface RenewalFailedMail {
  donorName: string;
  amountCents: number;
  /** 'Weekly', 'Bi-Weekly' or 'Monthly'. */
  frequency: string;
  /** Where to update the card: the provider's hosted page, or My Giving. */
  updateCardUrl: string;
}

/** To someone who joined an event's waitlist: their place in line, and the link to leave. */
export interface WaitlistJoinedMail {
  name: string;
  eventTitle: string;
  eventDate: string;
  eventTime: string;
  seats: number;
  /** 1 for the first in line, when they joined. */
  position: number;
  leaveUrl: string;
}

/** Seats freed for someone on the waitlist: held for them until `expiresAt`. */
export interface WaitlistOfferMail {
  name: string;
  eventTitle: string;
  eventDate: string;
  eventTime: string;
  seats: number;
  /** When the held seats pass to the next person (ISO). */
  expiresAt: string;
  /** The booking page with the claim: the normal booking and payment on the held seats. */
  claimUrl: string;
  leaveUrl: string;
}

export interface RecurringGiftChangedMail {
  donorName: string;
  /** What the donor did on My Giving. */
  change: 'changed' | 'paused' | 'resumed' | 'cancelled';
  /** Charged each time from now on (a covered fee included), in cents. */
  amountCents: number;
  /** The covered fee in `amountCents` (0: none). */
  feeCents: number;
  /** 'Weekly', 'Bi-Weekly' or 'Monthly'. */
  frequency: string;
  /** What it was before a change of amount or frequency. */
  previous: { amountCents: number; frequency: string } | null;
  /** My Giving, where the donor manages it. */
  manageUrl: string;
}

export interface YearEndStatementMail {
  donorName: string;
  year: number;
  /** How many gifts the attached statement lists. */
  gifts: number;
  totalCents: number;
  /** Where the donor can download it again. */
  myGivingUrl: string;
}

/** An administrator's "Forgot password?" (features/accounts). */
export interface PasswordResetMail {
  adminName: string;
  /** The site's reset page with the link's token: works once, until `expiresAt`. */
  resetUrl: string;
  /** When the link stops working (ISO). */
  expiresAt: string;
}

/** A sign-in to an administrator's account from a browser it was never signed in from. */
export interface NewDeviceSignInMail {
  adminName: string;
  /** 'Chrome 130 on Linux'. */
  device: string;
  /** The client address, when known. */
  address: string | null;
  /** When (ISO). */
  signedInAt: string;
  /** The dashboard's Account screen: its sessions and 'Sign out everywhere else'. */
  accountUrl: string;
}

/** A Mass intention's news for its requester (docs/mass-intentions.md). */
export interface MassIntentionMail {
  name: string;
  /** `received` once the offering is paid, `confirmed` by the office, `moved` by the office. */
  occasion: 'received' | 'confirmed' | 'moved';
  intention: string;
  /** The Mass, named in the mail's language ("Sunday Worship", "Misa"). */
  massName: string;
  date: string;
  /** HH:MM:SS, the parish's wall-clock time. */
  time: string;
  place: string;
  /** Where it was before a move. */
  previous: { date: string; time: string } | null;
}

/** To a family: their sacrament request reached the office (docs/sacraments.md). */
export interface SacramentAcknowledgementMail {
  name: string;
  kind: SacramentKind;
}

/** To a family: the office scheduled what they asked for. */
export interface SacramentScheduledMail {
  name: string;
  kind: SacramentKind;
  /** The parish's date and wall-clock time (`PARISH_TIME_ZONE`). */
  date: string;
  time: string;
  place: string;
}

/** The data of each kind of mail. */
export interface MailData {
  booking_confirmed: BookingConfirmedMail;
  booking_cancelled: BookingCancelledMail;
  booking_cancelled_office: BookingCancelledMail;
  gift_receipt: GiftReceiptMail;
  purchase_receipt: PurchaseReceiptMail;
  contact_office: ContactOfficeMail;
  contact_acknowledgement: ContactAcknowledgementMail;
  ministry_interest_office: MinistryInterestOfficeMail;
  course_registration_office: CourseRegistrationOfficeMail;
  chat_office: ChatOfficeMail;
  newsletter_confirm: NewsletterConfirmMail;
  newsletter_welcome: NewsletterWelcomeMail;
  campaign: CampaignMail;
  donor_sign_in: DonorSignInMail;
  renewal_failed: RenewalFailedMail;
  waitlist_joined: WaitlistJoinedMail;
  waitlist_offer: WaitlistOfferMail;
  recurring_gift_changed: RecurringGiftChangedMail;
  year_end_statement: YearEndStatementMail;
  password_reset: PasswordResetMail;
  new_device_sign_in: NewDeviceSignInMail;
  mass_intention: MassIntentionMail;
  sacrament_acknowledgement: SacramentAcknowledgementMail;
  sacrament_scheduled: SacramentScheduledMail;
}

// Every kind shared-types names has its data here, and no other.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsMatch: Exact<keyof MailData, MailKind> = true;
void kindsMatch;

/** What the site is, for every template: its name, links and how to reach the office. */
export interface MailSite {
  name: string;
  /** The public site, without a trailing slash. */
  url: string;
  address: string;
  phone: string;
  email: string;
  timeZone: string;
  /** The office hours the office keeps (docs/parish-details.md); the compiled ones when left out. */
  officeHours?: string;
  /** Their Spanish, when the office has written it (a Spanish mail shows the English otherwise). */
  officeHoursEs?: string | null;
  /** The language the mail is written in (its outbox row's); English when left out. */
  language?: Language;
}

/** A file attached to a mail. `cid` makes it an inline image the HTML shows as `cid:<cid>`. */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  cid?: string;
}

/** A mail ready for SMTP: what a template renders from its data. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers: Record<string, string>;
}

/** What a template makes besides its subject (see template.ts). */
export interface Rendering {
  element: ReactElement;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

/** What every mail template is given: its data, the parish it is from, and its subject. */
export interface MailTemplateProps<Data> {
  data: Data;
  site: MailSite;
  subject: string;
}
