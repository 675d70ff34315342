/**
 * The JSON the API answers with, as zod schemas for the OpenAPI document.
 * Each is checked at compile time against its shared-types interface (both
 * ways), so a field added to an entity cannot be forgotten here.
 */
import {
  ADMIN_ROLES,
  BOOKING_STATUSES,
  COURSES,
  MAIL_KINDS,
  MAIL_STATUSES,
  NEWSLETTER_STATUSES,
  PAYMENT_METHODS,
  VIDEO_CATEGORIES,
  type Admin,
  type AdminSession,
  type Announcement,
  type HeroSlideRecord,
  type HistoryEntry,
  type ParishContact,
  type ParishDetails,
  type ParishStatement,
  type ServiceTime,
  type SocialLink,
  type ApiErrorBody,
  type BlogPost,
  type Booking,
  REFUND_STATUSES,
  WAITLIST_STATUSES,
  type AdminWaitlistEntry,
  type WaitlistEntry,
  type CheckInResult,
  type EventRoster,
  type ContactMessage,
  type ContactReceipt,
  type CourseRegistration,
  type HealthStatus,
  type Leader,
  type Ministry,
  type MinistryInterest,
  type NewsletterSignUpAnswer,
  type NewsletterSubscription,
  type OutboxMail,
  type ParishEvent,
  type Photo,
  type Sermon,
  type Product,
  type Video,
  TRASH_ENTITIES,
  type AuditLogEntry,
  type AuditLogPage,
  type RestoredItem,
  type TrashItem,
} from '@parish/shared-types';
import { z } from 'zod';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `schema`, provided its output is exactly `T`. */
export function shapeOf<T>() {
  return <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : never)) =>
    schema;
}

export const id = z.int().positive();
export const dateTime = z.iso.datetime({ offset: true });
const nullableText = z.string().nullable();

export const apiErrorJson = shapeOf<ApiErrorBody>()(
  z
    .object({
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    })
    .describe('Every 4xx and 5xx answer. `fields` names each bad field.'),
);

export const healthJson = shapeOf<HealthStatus>()(
  z.object({ status: z.literal('ok'), database: z.literal('ok') }),
);

export const adminJson = shapeOf<Admin>()(
  z.object({
    id,
    email: z.email(),
    name: z.string(),
    roles: z.array(z.enum(ADMIN_ROLES)).describe('What they may do (docs/roles.md)'),
  }),
);

export const adminSessionJson = shapeOf<AdminSession>()(
  z.object({ admin: adminJson, expires_at: dateTime }),
);

export const eventJson = shapeOf<ParishEvent>()(
  z.object({
    id,
    title: z.string(),
    description: z.string(),
    date: z.iso.date(),
    time: z.iso.time(),
    location: z.string(),
    price: z.number().describe('Dollars'),
    max_attendees: z.int(),
    registered_attendees: z.int(),
    image: z.string(),
    registrationLink: nullableText,
    end_time: z.iso.time().nullable(),
    recurrence: z
      .object({
        repeat: z.enum(['weekly', 'monthly_weekday']),
        rule: z.string().describe('The RRULE, e.g. FREQ=WEEKLY;COUNT=8;BYDAY=SU'),
        starts: z.iso.date(),
        until: z.iso.date().nullable(),
        count: z.int().nullable(),
        exceptions: z.array(z.iso.date()),
      })
      .nullable()
      .describe('How a repeating event repeats; null for a single event'),
  }),
);

export const productJson = shapeOf<Product>()(
  z.object({
    id,
    title: z.string(),
    description: z.string(),
    price: z.number().describe('Dollars'),
    image: z.string(),
  }),
);

export const leaderJson = shapeOf<Leader>()(
  z.object({
    id,
    name: z.string(),
    title: z.string(),
    bio: z.string(),
    image: z.string(),
    contact_email: nullableText,
    facebook: nullableText,
    twitter: nullableText,
  }),
);

export const ministryJson = shapeOf<Ministry>()(
  z.object({
    id,
    title: z.string(),
    description: z.string(),
    image: z.string(),
    leader: nullableText,
    schedule: nullableText,
    location: nullableText,
  }),
);

export const videoJson = shapeOf<Video>()(
  z.object({ id, title: z.string(), youtube_url: z.string(), category: z.enum(VIDEO_CATEGORIES) }),
);

export const blogPostJson = shapeOf<BlogPost>()(
  z.object({
    id,
    title: z.string(),
    content: z.string().describe('Markdown, as written'),
    created_at: dateTime,
    slug: z.string().describe('The page is /media/blog/{slug}'),
    status: z.enum(['draft', 'published']),
    author: z.string(),
    published_at: dateTime.nullable(),
    html: z.string().describe('The Markdown as sanitised HTML: no script, style or raw HTML'),
    excerpt: z.string().describe('The start of the text, plain'),
  }),
);

export const sermonJson = shapeOf<Sermon>()(
  z.object({
    id,
    title: z.string(),
    preacher: z.string(),
    date: z.string().describe('YYYY-MM-DD'),
    scripture: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    audio: z
      .object({
        url: z.string().describe('Our file (/api/uploads/audio/<name>) or a linked recording'),
        type: z.string().nullable(),
        length: z.number().int().nullable().describe('Bytes'),
        uploaded: z.boolean(),
      })
      .nullable(),
    video_url: z.string().nullable(),
  }),
);

export const photoJson = shapeOf<Photo>()(
  z.object({
    id,
    url: z.string().describe('Where the image is served, e.g. /api/uploads/photos/<name>.jpg'),
    filename: z.string().describe("The file's name on the uploader's computer"),
    uploaded_at: dateTime,
  }),
);

export const contactMessageJson = shapeOf<ContactMessage>()(
  z.object({
    id,
    name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    message: z.string(),
    who_is_this_for: z.string(),
    attachment: nullableText.describe('Where administrators download the attached file'),
    created_at: dateTime,
  }),
);

export const contactReceiptJson = shapeOf<ContactReceipt>()(
  z.object({ id, received_at: dateTime }),
);

export const newsletterSignUpAnswerJson = shapeOf<NewsletterSignUpAnswer>()(
  z.object({ message: z.string().describe('The same for every address') }),
);

export const newsletterSubscriptionJson = shapeOf<NewsletterSubscription>()(
  z.object({
    email: z.email(),
    subscribed_at: dateTime,
    status: z
      .enum(NEWSLETTER_STATUSES)
      .describe('`pending` until the confirm link is used; only `subscribed` addresses get mail'),
    confirmed_at: dateTime.nullable(),
  }),
);

export const outboxMailJson = shapeOf<OutboxMail>()(
  z.object({
    id,
    kind: z.enum(Object.keys(MAIL_KINDS) as [keyof typeof MAIL_KINDS]),
    to: z.string(),
    subject: z.string(),
    status: z.enum(MAIL_STATUSES),
    attempts: z.int().nonnegative(),
    last_error: z.string().nullable().describe("The SMTP server's answer to the last attempt"),
    message_id: z.string().describe('The same on every attempt'),
    created_at: dateTime,
    sent_at: dateTime.nullable(),
    next_attempt_at: dateTime.nullable(),
  }),
);

export const ministryInterestJson = shapeOf<MinistryInterest>()(
  z.object({
    id,
    name: z.string(),
    email: z.string(),
    phone: nullableText,
    ministry: id.nullable().describe("The ministry's id; null once it has been deleted"),
    ministry_title: z.string().describe("The ministry's title when the interest was sent"),
    message: nullableText,
    created_at: dateTime,
  }),
);

const courseValues = COURSES.map((course) => course.value) as [
  (typeof COURSES)[number]['value'],
  ...(typeof COURSES)[number]['value'][],
];

export const courseRegistrationJson = shapeOf<CourseRegistration>()(
  z.object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    course: z.enum(courseValues),
    created_at: dateTime,
  }),
);

export const bookingJson = shapeOf<Booking>()(
  z.object({
    booking_id: z.string(),
    event: id,
    event_name: z.string(),
    event_date: z.iso.date().describe('The occurrence’s date, for a repeating event'),
    event_time: z.iso.time(),
    occurrence: z.iso
      .date()
      .nullable()
      .optional()
      .describe('The date of a repeating event; null for a single event'),
    number_of_tickets: z.int(),
    total_price: z.number().describe('Dollars, computed by the server'),
    payment_method: z.enum(PAYMENT_METHODS),
    status: z.enum(BOOKING_STATUSES),
    booked_at: dateTime,
    hold_expires_at: dateTime
      .nullable()
      .describe('While pending: when its seats stop being held unless the payment completes'),
    refund_requested_at: dateTime
      .nullable()
      .describe('A paid booking the visitor cancelled: when its payment was marked for refund'),
    manage_token: z
      .string()
      .nullable()
      .describe('Only in the booker’s view (the answer that makes it, or asked with the token)'),
    tickets: z.array(
      z.object({
        id,
        name: z.string(),
        email: z.string().describe('Masked in the public view'),
        phone_number: z.string().describe('Masked in the public view'),
        paid: z.boolean(),
        check_in_code: z
          .string()
          .nullable()
          .describe('XXXXX-XXXXX-XXXXX-XXXXX; only in the booker’s and administrators’ views'),
        checked_in_at: dateTime.nullable(),
      }),
    ),
    cancellation_reason: z
      .string()
      .nullable()
      .optional()
      .describe('Cancelled by the parish office: its reason'),
    refund_status: z
      .enum(REFUND_STATUSES)
      .nullable()
      .optional()
      .describe('Cancelled by the office after payment: the refund requested or done'),
  }),
);

export const checkInResultJson = shapeOf<CheckInResult>()(
  z.object({
    ticket_id: id,
    ticket_number: z.int(),
    name: z.string(),
    booking_id: z.string(),
    event: id,
    checked_in_at: dateTime.nullable(),
    message: z.string(),
  }),
);

const waitlistEntryShape = {
  event: id,
  event_name: z.string(),
  event_date: z.iso.date(),
  event_time: z.iso.time(),
  occurrence: z.iso
    .date()
    .nullable()
    .optional()
    .describe('The date of a repeating event; null for a single event'),
  name: z.string(),
  number_of_tickets: z.int(),
  status: z.enum(WAITLIST_STATUSES),
  position: z.int().nullable().describe('1 for the first in line; null once not waiting'),
  offer_expires_at: dateTime.nullable().describe('While offered: until when the seats are held'),
};

export const waitlistEntryJson = shapeOf<WaitlistEntry>()(z.object(waitlistEntryShape));

export const adminWaitlistEntryJson = shapeOf<AdminWaitlistEntry>()(
  z.object({
    ...waitlistEntryShape,
    id,
    email: z.string(),
    joined_at: dateTime,
    booking_id: z.string().nullable(),
  }),
);

export const eventRosterJson = shapeOf<EventRoster>()(
  z.object({
    event: z.object({
      id,
      title: z.string(),
      date: z.iso.date(),
      time: z.iso.time(),
      max_attendees: z.int(),
      occurrence: z.iso
        .date()
        .nullable()
        .optional()
        .describe('The date of a repeating event; null for a single event'),
    }),
    totals: z.object({ booked: z.int(), checked_in: z.int(), seats_left: z.int() }),
    attendees: z.array(
      z.object({
        ticket_id: id,
        ticket_number: z.int(),
        name: z.string(),
        booking_id: z.string(),
        booker: z.string(),
        checked_in_at: dateTime.nullable(),
      }),
    ),
  }),
);

const trashEntity = z.enum(TRASH_ENTITIES);

export const trashItemJson = shapeOf<TrashItem>()(
  z.object({
    entity: trashEntity,
    id,
    label: z.string().describe('Its title, name or file name'),
    deleted_at: dateTime,
    purge_at: dateTime.describe('When the purge deletes it for good'),
  }),
);

export const restoredItemJson = shapeOf<RestoredItem>()(
  z.object({ entity: trashEntity, id, label: z.string() }),
);

export const auditLogEntryJson = shapeOf<AuditLogEntry>()(
  z.object({
    id,
    at: dateTime,
    admin_id: id.nullable(),
    admin_name: z.string().nullable().describe('As it was at the time'),
    admin_email: z
      .string()
      .nullable()
      .describe('As it was; for a failed sign-in, the e-mail tried'),
    action: z
      .string()
      .describe(
        'create, update, delete, restore, purge, sign_in, sign_in_failed, export, check_in, …',
      ),
    entity: z.string(),
    entity_id: z.string().nullable(),
    before: z.unknown().describe('The fields before (secrets redacted); null for a creation'),
    after: z.unknown().describe('The fields after (secrets redacted); null for a deletion'),
    address: z.string().nullable().describe("The client's address"),
  }),
);

export const auditLogPageJson = shapeOf<AuditLogPage>()(
  z.object({
    entries: z.array(auditLogEntryJson),
    total: z.int().nonnegative(),
    page: z.int().positive(),
    page_size: z.int().positive(),
  }),
);

const parishText = z.string();

export const parishContactJson = shapeOf<ParishContact>()(
  z.object({
    name: parishText,
    address: parishText,
    phone: parishText,
    email: parishText,
    office_hours: parishText,
  }),
);

export const parishStatementJson = shapeOf<ParishStatement>()(
  z.object({ mission: parishText, vision: parishText }),
);

export const serviceTimeJson = shapeOf<ServiceTime>()(
  z.object({ id, label: parishText, time: parishText.describe('h:mm AM/PM'), position: z.int() }),
);

export const historyEntryJson = shapeOf<HistoryEntry>()(
  z.object({ id, when: parishText, title: parishText, text: parishText, position: z.int() }),
);

export const heroSlideJson = shapeOf<HeroSlideRecord>()(
  z.object({
    id,
    caption: parishText,
    alt: parishText,
    image_url: parishText.nullable(),
    position: z.int(),
    image: parishText
      .nullable()
      .describe('The uploaded image (/api/uploads/slides/<name>), else image_url'),
    uploaded: z.boolean(),
  }),
);

export const socialLinkJson = shapeOf<SocialLink>()(
  z.object({ id, network: parishText, url: parishText, position: z.int() }),
);

export const announcementJson = shapeOf<Announcement>()(
  z.object({
    id,
    title: parishText,
    text: parishText,
    starts_on: parishText.describe('YYYY-MM-DD'),
    ends_on: parishText.describe('YYYY-MM-DD'),
  }),
);

export const parishDetailsJson = shapeOf<ParishDetails>()(
  z.object({
    contact: parishContactJson,
    statement: parishStatementJson,
    service_times: z.array(z.object({ label: parishText, time: parishText })),
    history: z.array(z.object({ when: parishText, title: parishText, text: parishText })),
    hero_slides: z.array(z.object({ image: parishText, caption: parishText, alt: parishText })),
    social_links: z.array(z.object({ network: parishText, url: parishText })),
    announcements: z.array(
      z.object({
        title: parishText,
        text: parishText,
        starts_on: parishText,
        ends_on: parishText,
      }),
    ),
  }),
);
