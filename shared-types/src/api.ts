import type { Admin } from './entities';
import type { FieldErrors } from './schemas/fields';

/**
 * Every 4xx and 5xx answer of the API has this body. `fields` names each bad
 * field with its message; `message` is a sentence fit to show a visitor.
 */
export interface ApiErrorBody {
  message: string;
  fields?: FieldErrors;
}

/** `GET /api/auth/session` and `POST /api/auth/login`. */
export interface AdminSession {
  admin: Admin;
  expires_at: string;
}

/** The API's paths (spec section 7), with their trailing slashes. */
export const apiPaths = {
  events: '/api/events/',
  event: (id: number) => `/api/events/${id}/`,
  shop: '/api/shop/',
  product: (id: number) => `/api/shop/${id}/`,
  bookings: '/api/bookings/',
  booking: (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/`,
  leadership: '/api/leadership/',
  leader: (id: number) => `/api/leadership/${id}/`,
  ministries: '/api/ministries/',
  ministry: (id: number) => `/api/ministries/${id}/`,
  videos: '/api/videos/',
  video: (id: number) => `/api/videos/${id}/`,
  admins: '/api/admin/',
  admin: (id: number) => `/api/admin/${id}/`,
  photos: '/api/media/photos/',
  photo: (id: number) => `/api/media/photos/${id}/`,
  blogs: '/api/media/blogs/',
  blog: (id: number) => `/api/media/blogs/${id}/`,
  contact: '/api/contact/',
  /** The chat assistant's prayer requests and questions, delivered as contact messages. */
  chatMessages: '/api/contact/chat/',
  newsletter: '/api/newsletter/',
  dailyVerse: '/api/verse/daily',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  session: '/api/auth/session',
  health: '/api/health',
} as const;

/** `GET /api/health`: 200 when the API and its database answer (503 otherwise). */
export interface HealthStatus {
  status: 'ok';
  database: 'ok';
}

/** `POST /api/contact/` and `POST /api/contact/chat/`: what the sender gets back. */
export interface ContactReceipt {
  id: number;
  received_at: string;
}

/** `POST /api/newsletter/`: 201 for a new address, 200 when it was already subscribed. */
export interface NewsletterSubscription {
  email: string;
  subscribed_at: string;
}
