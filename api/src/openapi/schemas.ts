/**
 * The JSON the API answers with, as zod schemas for the OpenAPI document.
 * Each is checked at compile time against its shared-types interface (both
 * ways), so a field added to an entity cannot be forgotten here.
 */
import {
  BOOKING_STATUSES,
  COURSES,
  MAIL_KINDS,
  MAIL_STATUSES,
  NEWSLETTER_STATUSES,
  PAYMENT_METHODS,
  VIDEO_CATEGORIES,
  type Admin,
  type AdminSession,
  type ApiErrorBody,
  type BlogPost,
  type Booking,
  type CheckInResult,
  type EventRoster,
  type ContactMessage,
  type ContactReceipt,
  type CourseRegistration,
  type HealthStatus,
  type Leader,
  type Ministry,
  type MinistryInterest,
  type NewsletterSubscription,
  type OutboxMail,
  type ParishEvent,
  type Photo,
  type Product,
  type Video,
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

export const adminJson = shapeOf<Admin>()(z.object({ id, email: z.email(), name: z.string() }));

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
  z.object({ id, title: z.string(), content: z.string(), created_at: dateTime }),
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
    event_date: z.iso.date(),
    event_time: z.iso.time(),
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

export const eventRosterJson = shapeOf<EventRoster>()(
  z.object({
    event: z.object({
      id,
      title: z.string(),
      date: z.iso.date(),
      time: z.iso.time(),
      max_attendees: z.int(),
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
