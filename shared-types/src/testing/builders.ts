/**
 * Test data for every workspace: one builder per entity as the API returns
 * it, and one per input as a form or a test client sends it. A test
 * overrides only what it is about, so its assertions say what matters.
 *
 * Ids come from one counter per test file (Jest loads modules per file), so
 * two records built in one test never share an id unless a test says so.
 */

import type { Bulletin } from '../content/bulletins';
import type { Sermon } from '../content/sermons';
import type { Admin } from '../identity/entities';
import type {
  BlogPost,
  Leader,
  Ministry,
  MinistryInterest,
  Photo,
  Product,
  Video,
} from '../content/entities';
import type { Booking, ParishEvent, Ticket } from '../ticketing/entities';

let lastId = 0;

/** A fresh id for a built record. */
export function nextTestId(): number {
  lastId += 1;
  return lastId;
}

/** `YYYY-MM-DD` for today plus `days`, in local time as the pages compute it. */
export function isoDaysFromToday(days: number, from: Date = new Date()): string {
  const date = new Date(from);
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A valid body for `POST /api/events/` (the form's strings and the API's JSON alike). */
export function buildEventInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Parish Supper',
    description: 'A shared meal in the parish hall.',
    date: '2099-06-01',
    time: '18:30',
    location: 'Parish Hall',
    price: 12.5,
    max_attendees: 80,
    image: '/api/static/seed/food-drive.svg',
    ...overrides,
  };
}

/** An event as `GET /api/events/` returns it. */
export function buildEvent(overrides: Partial<ParishEvent> = {}): ParishEvent {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    title: `Event ${id}`,
    description: 'A gathering of the parish family.',
    title_es: null,
    description_es: null,
    date: '2030-01-01',
    time: '10:00:00',
    location: 'Parish Hall',
    price: 0,
    max_attendees: 100,
    registered_attendees: 10,
    image: '/api/static/seed/sunday-liturgy.svg',
    registrationLink: null,
    end_time: null,
    recurrence: null,
    ...overrides,
  };
}

export function buildLeaderInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Fr. Thomas Reyes',
    title: 'Pastor',
    bio: 'Father Thomas has served the parish since 2015.',
    contact_email: 'pastor@holytrinity.example',
    image: '/api/static/seed/leader-pastor.svg',
    facebook: null,
    twitter: null,
    ...overrides,
  };
}

export function buildLeader(overrides: Partial<Leader> = {}): Leader {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    name: `Leader ${id}`,
    title: 'Deacon',
    bio: 'Serves the parish in worship and in care for the sick.',
    image: '/api/static/seed/leader-deacon.svg',
    contact_email: `leader${id}@holytrinity.example`,
    facebook: null,
    twitter: null,
    ...overrides,
  };
}

export function buildMinistryInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Food Pantry',
    description: 'Groceries for neighbours in need, every week.',
    image: '/api/static/seed/ministry-outreach.svg',
    leader: 'Ana Ruiz',
    schedule: 'Saturdays, 9:00 AM',
    location: 'Parish Hall',
    ...overrides,
  };
}

export function buildMinistry(overrides: Partial<Ministry> = {}): Ministry {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    title: `Ministry ${id}`,
    description: 'Serving the parish and the neighbourhood.',
    image: '/api/static/seed/ministry-outreach.svg',
    leader: 'Ana Ruiz',
    schedule: 'Saturdays, 9:00 AM',
    location: 'Parish Hall',
    title_es: null,
    description_es: null,
    schedule_es: null,
    ...overrides,
  };
}

export function buildProductInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Parish Prayer Book',
    description: 'Daily prayers and the order of Mass, bound in blue cloth.',
    price: 12.5,
    image: '/api/static/seed/product-devotional.svg',
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    title: `Item ${id}`,
    description: 'Made for the parish.',
    price: 12.5,
    image: '/api/static/seed/product-devotional.svg',
    title_es: null,
    description_es: null,
    ...overrides,
  };
}

export function buildVideoInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Advent Reflection',
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    category: 'Liturgies & Homilies',
    ...overrides,
  };
}

export function buildVideo(overrides: Partial<Video> = {}): Video {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    title: `Video ${id}`,
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    category: 'Liturgies & Homilies',
    ...overrides,
  };
}

export function buildAdminInput(overrides: Record<string, unknown> = {}) {
  return {
    email: 'office@holytrinity.example',
    name: 'Maria Lopez',
    password: 'correct horse battery',
    ...overrides,
  };
}

export function buildAdmin(overrides: Partial<Admin> = {}): Admin {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    email: `admin${id}@holytrinity.example`,
    name: `Admin ${id}`,
    roles: ['owner'],
    ...overrides,
  };
}

/** The details of ticket `n` (counted from 1) as the booking form sends them. */
export function buildTicketInput(n = 1) {
  return { name: `Guest ${n}`, email: `guest${n}@example.org`, phone_number: `555-010${n % 10}` };
}

/** A valid body for `POST /api/bookings/`: `count` tickets for `event`. */
export function buildBookingInput(
  event: number,
  count = 1,
  overrides: Record<string, unknown> = {},
) {
  return {
    event,
    number_of_tickets: count,
    payment_method: 'card',
    tickets: Array.from({ length: count }, (_, i) => buildTicketInput(i + 1)),
    ...overrides,
  };
}

/** An attendee as the API returns it inside a booking. */
export function buildTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: overrides.id ?? nextTestId(),
    name: 'Maria Lopez',
    email: 'maria@example.org',
    phone_number: '555-0101',
    paid: true,
    check_in_code: null,
    checked_in_at: null,
    ...overrides,
  };
}

/** A booking as `GET /api/bookings/{id}/` returns it. */
export function buildBooking(overrides: Partial<Booking> = {}): Booking {
  const tickets = overrides.tickets ?? [buildTicket()];
  return {
    booking_id: 'bidA1b2C3d4E5',
    event: 7,
    event_name: 'Advent Lessons and Carols',
    event_date: '2026-12-13',
    event_time: '18:30:00',
    number_of_tickets: tickets.length,
    total_price: 15 * tickets.length,
    payment_method: 'card',
    status: 'confirmed',
    booked_at: '2026-11-22T16:05:00Z',
    hold_expires_at: null,
    refund_requested_at: null,
    manage_token: null,
    tickets,
    ...overrides,
  };
}

/** A valid body for `POST /api/ministry-interests/` (the form sends the ministry's id as text). */
export function buildMinistryInterestInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Joan Rivera',
    email: 'joan@example.org',
    phone: '555-0123',
    ministry: 1,
    message: 'I sang in a choir for years and would love to again.',
    ...overrides,
  };
}

/** A ministry interest as `GET /api/ministry-interests/` returns it. */
export function buildMinistryInterest(overrides: Partial<MinistryInterest> = {}): MinistryInterest {
  return {
    id: overrides.id ?? nextTestId(),
    name: 'Joan Rivera',
    email: 'joan@example.org',
    phone: '555-0123',
    ministry: 1,
    ministry_title: 'Music Ministry',
    message: 'I sang in a choir for years and would love to again.',
    created_at: '2026-11-22T16:05:00.000Z',
    ...overrides,
  };
}

/** A photo as `GET /api/media/photos/` returns it. */
export function buildPhoto(overrides: Partial<Photo> = {}): Photo {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    url: `/api/uploads/photos/photo${id}.png`,
    filename: `easter-vigil-${id}.png`,
    uploaded_at: '2026-04-05T21:30:00Z',
    ...overrides,
  };
}

/** A weekly bulletin as `GET /api/bulletins/` returns it. */
export function buildBulletin(overrides: Partial<Bulletin> = {}): Bulletin {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    date: '2026-12-06',
    title: null,
    title_es: null,
    filename: `bulletin-${id}.pdf`,
    file_url: `/api/uploads/bulletins/bulletin${id}.pdf`,
    size_bytes: 48_213,
    preview_url: `/api/uploads/bulletins/bulletin${id}.png`,
    preview_width: 800,
    preview_height: 1035,
    uploaded_at: '2026-12-04T15:00:00Z',
    ...overrides,
  };
}

/** A blog post as `GET /api/media/blogs/` returns it. */
export function buildBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    title: `Parish news ${id}`,
    content: 'The parish hall roof is repaired; thank you to everyone who gave.',
    created_at: '2026-03-01T09:00:00Z',
    slug: `parish-news-${id}`,
    status: 'published',
    author: 'Parish Office',
    published_at: '2026-03-01T09:00:00Z',
    html: '<p>The parish hall roof is repaired; thank you to everyone who gave.</p>',
    excerpt: 'The parish hall roof is repaired; thank you to everyone who gave.',
    title_es: null,
    content_es: null,
    html_es: null,
    excerpt_es: null,
    ...overrides,
  };
}

export function buildSermon(overrides: Partial<Sermon> = {}): Sermon {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    title: `Sermon ${id}`,
    preacher: 'Fr. Michael Andrews',
    date: '2026-04-26',
    scripture: 'John 10:11–18',
    description: 'On being known and loved by name.',
    image: null,
    audio: {
      url: `/api/uploads/audio/${'A'.repeat(21)}${id % 10}.mp3`,
      type: 'audio/mpeg',
      length: 48_096,
      uploaded: true,
    },
    video_url: null,
    title_es: null,
    description_es: null,
    ...overrides,
  };
}
