import type { AdminRole } from './roles';

/**
 * The shape of every record the API returns. Field names follow the spec's
 * API contract (section 7), which is why most are snake_case.
 * Money is a number of dollars with at most two decimals on the wire; the
 * server keeps whole cents.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;
/** A wall-clock time, `HH:MM:SS`. */
export type IsoTime = string;
/** An instant, ISO 8601 with a time zone. */
export type IsoDateTime = string;

export interface ParishEvent {
  id: number;
  title: string;
  description: string;
  date: IsoDate;
  time: IsoTime;
  location: string;
  price: number;
  max_attendees: number;
  registered_attendees: number;
  image: string;
  registrationLink: string | null;
  /** When it ends (HH:MM:SS), on the same day; null when not given. */
  end_time: IsoTime | null;
  /** How it repeats; null for a single event. In the events list each occurrence is an entry, `date` its own. */
  recurrence: EventRecurrence | null;
}

/** A repeating event's rule, as the dashboard set it and as RFC 5545 writes it. */
export interface EventRecurrence {
  repeat: 'weekly' | 'monthly_weekday';
  /** The iCalendar RRULE (without `RRULE:`), e.g. `FREQ=WEEKLY;COUNT=8;BYDAY=SU`. */
  rule: string;
  /** The first occurrence. */
  starts: IsoDate;
  /** Its last date, or null when it ends after `count` times. */
  until: IsoDate | null;
  count: number | null;
  /** Dates skipped. */
  exceptions: IsoDate[];
}

export interface Product {
  id: number;
  title: string;
  description: string;
  price: number;
  image: string;
}

export interface Leader {
  id: number;
  name: string;
  title: string;
  bio: string;
  image: string;
  contact_email: string | null;
  facebook: string | null;
  twitter: string | null;
}

export interface Ministry {
  id: number;
  title: string;
  description: string;
  image: string;
  leader: string | null;
  schedule: string | null;
  location: string | null;
}

export const VIDEO_CATEGORIES = [
  'Liturgies & Homilies',
  'Spiritual Education - a2022',
  'Spiritual Education - 2016',
  'Spiritual Education - Pre-2020',
] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

export interface Video {
  id: number;
  title: string;
  youtube_url: string;
  category: VideoCategory;
}

export interface BlogPost {
  id: number;
  title: string;
  /** The post's text as written: Markdown. */
  content: string;
  created_at: IsoDateTime;
  /** Its address: the page is `/media/blog/{slug}`. */
  slug: string;
  /** Visitors see published posts only; drafts are listed to administrators. */
  status: 'draft' | 'published';
  author: string;
  /** When it was first published (null for a draft never published). */
  published_at: IsoDateTime | null;
  /** The Markdown rendered to HTML by the API, sanitised: no script, style, event handler or raw HTML. */
  html: string;
  /** The first words of its text, plain, for lists and link previews. */
  excerpt: string;
}

export interface Photo {
  id: number;
  url: string;
  filename: string;
  uploaded_at: IsoDateTime;
}

/** An administrator as the API shows it: never with a password or hash. */
export interface Admin {
  id: number;
  email: string;
  name: string;
  /** What they may do (docs/roles.md); owners may do everything. */
  roles: AdminRole[];
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  message: string;
  who_is_this_for: string;
  attachment: string | null;
  created_at: IsoDateTime;
}

export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * `pending`: seats held while a card payment completes; `confirmed`: paid or
 * free; `cancelled`: the hold expired, the payment failed, or the visitor
 * cancelled it.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface Ticket {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  paid: boolean;
  /**
   * The ticket's check-in code in its typed form (`XXXXX-XXXXX-XXXXX-XXXXX`),
   * what its QR code holds. Only in the booker's view (the booking's answer
   * when it is made, or with its manage token); null otherwise.
   */
  check_in_code: string | null;
  /** When the ticket was checked in at the door; null until then. */
  checked_in_at: IsoDateTime | null;
}

export interface Booking {
  booking_id: string;
  event: number;
  event_name: string;
  /** The event's date (the occurrence's, for a repeating event) and time, so a confirmation can say when to come. */
  event_date: IsoDate;
  event_time: IsoTime;
  /** The repeating event's date it books; null for a single event. */
  occurrence?: IsoDate | null;
  number_of_tickets: number;
  total_price: number;
  payment_method: PaymentMethod;
  status: BookingStatus;
  booked_at: IsoDateTime;
  /** While `pending`: when its seats stop being held unless the payment completes. */
  hold_expires_at: IsoDateTime | null;
  /**
   * A paid booking the visitor cancelled: when its payment was marked for
   * refund (the parish office refunds it). Null otherwise.
   */
  refund_requested_at: IsoDateTime | null;
  /**
   * The booker's view: the booking's private manage token (needed to cancel
   * it), in the answer that makes it and in one asked with that token. Null
   * in the public view by booking id, where attendees' e-mail addresses and
   * phone numbers are masked (`m•••@example.org`, `•••-•••-1234`).
   */
  manage_token: string | null;
  tickets: Ticket[];
  /** Cancelled by the parish office: the reason it gave (in the admin and booker views). */
  cancellation_reason?: string | null;
  /** Cancelled by the parish office after payment: whether the refund is `requested` or `done`. */
  refund_status?: 'requested' | 'done' | null;
}

/** `POST /api/check-in/`: what the door screen shows for a ticket it checked in (or undid). */
export interface CheckInResult {
  ticket_id: number;
  /** The ticket's number in its booking, from 1 ('Ticket #2'). */
  ticket_number: number;
  name: string;
  booking_id: string;
  event: number;
  checked_in_at: IsoDateTime | null;
  /** The sentence for the screen: "Checked in: Ticket #2, Maria Lopez". */
  message: string;
}

/** One attendee of an event's roster. */
export interface RosterEntry {
  ticket_id: number;
  ticket_number: number;
  name: string;
  booking_id: string;
  /** The booking's first attendee, who made it. */
  booker: string;
  checked_in_at: IsoDateTime | null;
}

/** `GET /api/events/{id}/roster/`: who holds a ticket of a confirmed booking, and the totals. */
export interface EventRoster {
  /** For a repeating event, one occurrence's roster: `date` is that occurrence's, `occurrence` says so. */
  event: {
    id: number;
    title: string;
    date: IsoDate;
    time: IsoTime;
    max_attendees: number;
    occurrence?: IsoDate | null;
  };
  totals: { booked: number; checked_in: number; seats_left: number };
  attendees: RosterEntry[];
}

export interface DailyVerse {
  verse: {
    details: {
      text: string;
      reference: string;
    };
  };
}

/** `POST /api/ministry-interests/`: a visitor who would like to join a ministry. */
export interface MinistryInterest {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  /** The ministry's id; null once that ministry has been deleted. */
  ministry: number | null;
  /** The ministry's title when the interest was sent (kept if the ministry is deleted). */
  ministry_title: string;
  message: string | null;
  created_at: IsoDateTime;
}

/**
 * The three courses (spec: Our Courses, and the application's course select
 * offering theology, history and service), each with its page.
 */
export const COURSES = [
  { value: 'theology', title: 'Intro to Catholic Theology', path: '/courses/theology' },
  { value: 'history', title: 'History of the Early Church', path: '/courses/church-history' },
  { value: 'service', title: 'Faith & Community Service', path: '/courses/service' },
] as const;
export type Course = (typeof COURSES)[number];
export type CourseValue = Course['value'];

/** `POST /api/course-registrations/`: a registration for one of the three courses. */
export interface CourseRegistration {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  course: CourseValue;
  created_at: IsoDateTime;
}
