/**
 * Administrators' roles, and the ONE table of which roles may call each
 * administrator route of the API (docs/roles.md). The API enforces it on
 * every `access: 'admin'` route and refuses to start when such a route has
 * no entry here; the dashboard shows a tab or an action only when the
 * signed-in administrator's roles may call the routes it uses.
 */
import type { apiPaths } from './api';
import type { AdminRole } from './roles';

export { ADMIN_ROLES, ADMIN_ROLE_LABELS, type AdminRole } from './roles';

export type AdminRouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type PathOf<P> = P extends string ? P : P extends { readonly pattern: infer S } ? S : never;
/** Every path of `apiPaths` as the server registers it (`/api/events/:id/`). */
export type ApiPathPattern = PathOf<(typeof apiPaths)[keyof typeof apiPaths]>;
/** `METHOD path`, e.g. `'DELETE /api/events/:id/'`. */
export type AdminRouteKey = `${AdminRouteMethod} ${ApiPathPattern}`;

/** Roles besides owner that may call a route; empty: the owner alone. */
type Allowed = readonly Exclude<AdminRole, 'owner'>[];

const OWNER_ONLY: Allowed = [];
/** Content: events, leaders, ministries, media (sermons, videos, photos, blog), shop items. */
const CONTENT: Allowed = ['editor'];
/** The parish office's inbox: messages, sign-ups, the newsletter's list and the outbox. */
const OFFICE: Allowed = ['editor'];
/** Money: giving, donors, statements, payments and shop orders. */
const FINANCE: Allowed = ['finance'];
/** The outbox, filtered by kind for each role (`outboxMailKindsFor`): sacrament mails are the sacraments role's. */
const OUTBOX: Allowed = ['editor', 'finance', 'sacraments'];
/** The door and the bookings: bookings, rosters, check-in, waitlists. */
const EVENTS: Allowed = ['events'];
/** Sacrament requests: sensitive, read by their own role alone (not editors). */
const SACRAMENTS: Allowed = ['sacraments'];
/** What touches only the caller's own browser, no parish data. */
const EVERY_ROLE: Allowed = ['editor', 'finance', 'events', 'sacraments'];

/**
 * Which roles may call each administrator route, by method and the path the
 * server registers. The owner may call every one of them. A key that is not
 * a path of `apiPaths` does not compile; an administrator route missing
 * here stops the API at start.
 */
export const ADMIN_ROUTE_ROLES = {
  // Administrators: the owner alone.
  'GET /api/admin/': OWNER_ONLY,
  'POST /api/admin/': OWNER_ONLY,
  'GET /api/admin/:id/': OWNER_ONLY,
  'PATCH /api/admin/:id/': OWNER_ONLY,
  'DELETE /api/admin/:id/': OWNER_ONLY,
  'PUT /api/admin/:id/roles/': OWNER_ONLY,

  // Content.
  'POST /api/events/': CONTENT,
  'PATCH /api/events/:id/': CONTENT,
  'DELETE /api/events/:id/': CONTENT,
  'POST /api/leadership/': CONTENT,
  'PATCH /api/leadership/:id/': CONTENT,
  'DELETE /api/leadership/:id/': CONTENT,
  'POST /api/ministries/': CONTENT,
  'PUT /api/ministries/:id/': CONTENT,
  'DELETE /api/ministries/:id/': CONTENT,
  'POST /api/shop/': CONTENT,
  'PUT /api/shop/:id/': CONTENT,
  'DELETE /api/shop/:id/': CONTENT,
  'POST /api/videos/': CONTENT,
  'PUT /api/videos/:id/': CONTENT,
  'DELETE /api/videos/:id/': CONTENT,
  'GET /api/media/blogs/all/': CONTENT,
  'POST /api/media/blogs/': CONTENT,
  'PUT /api/media/blogs/:id/': CONTENT,
  'DELETE /api/media/blogs/:id/': CONTENT,
  'POST /api/media/photos/': CONTENT,
  'DELETE /api/media/photos/:id/': CONTENT,
  'POST /api/bulletins/': CONTENT,
  'DELETE /api/bulletins/:id/': CONTENT,
  'POST /api/media/sermons/': CONTENT,
  'PUT /api/media/sermons/:id/': CONTENT,
  'DELETE /api/media/sermons/:id/': CONTENT,
  'POST /api/media/sermons/:id/audio/': CONTENT,
  'DELETE /api/media/sermons/:id/audio/': CONTENT,

  // The office.
  'GET /api/contact/': OFFICE,
  'GET /api/contact/attachments/:name': OFFICE,
  'DELETE /api/contact/:id/': OFFICE,
  'GET /api/ministry-interests/': OFFICE,
  'GET /api/course-registrations/': OFFICE,
  'GET /api/newsletter/': OFFICE,
  // The newsletter's topics (docs/communications.md): owners and editors.
  'GET /api/newsletter/topics/all/': OFFICE,
  'POST /api/newsletter/topics/': OFFICE,
  'PUT /api/newsletter/topics/:id/': OFFICE,
  'GET /api/campaigns/': OFFICE,
  'POST /api/campaigns/': OFFICE,
  'GET /api/campaigns/:id/': OFFICE,
  'PUT /api/campaigns/:id/': OFFICE,
  'DELETE /api/campaigns/:id/': OFFICE,
  'POST /api/campaigns/preview/': OFFICE,
  'POST /api/campaigns/:id/test/': OFFICE,
  'POST /api/campaigns/:id/send/': OFFICE,
  'GET /api/campaigns/:id/report/': OFFICE,
  // The outbox: each role sees its own kinds of mail (outboxMailKindsFor:
  // gift and receipt mails are finance's, the rest the office's).
  'GET /api/mail/': OUTBOX,
  'POST /api/mail/:id/resend/': OUTBOX,

  // Sacrament requests (docs/sacraments.md): every read and change is audited.
  'GET /api/sacraments/': SACRAMENTS,
  'GET /api/sacraments/:id/': SACRAMENTS,
  'PATCH /api/sacraments/:id/': SACRAMENTS,
  'GET /api/sacraments/:id/documents/:name': SACRAMENTS,

  // Money.
  'GET /api/payments/': FINANCE,
  'GET /api/payments/funds/': FINANCE,
  'GET /api/funds/all/': FINANCE,
  'GET /api/funds/:id/': FINANCE,
  'POST /api/funds/': FINANCE,
  'PUT /api/funds/:id/': FINANCE,
  'POST /api/funds/:id/retire/': FINANCE,
  'GET /api/batches/': FINANCE,
  'POST /api/batches/': FINANCE,
  'GET /api/batches/donors/': FINANCE,
  'GET /api/batches/:id/': FINANCE,
  'PUT /api/batches/:id/': FINANCE,
  'POST /api/batches/:id/commit/': FINANCE,
  'POST /api/batches/:id/entries/': FINANCE,
  'DELETE /api/batches/:id/entries/:entryId/': FINANCE,
  'POST /api/batches/:id/entries/:entryId/reverse/': FINANCE,
  'GET /api/payments/recurring/': FINANCE,
  'GET /api/payments/gifts/': FINANCE,
  'GET /api/payments/giving-summary/': FINANCE,
  'POST /api/payments/recurring/:id/sandbox-renewal/': FINANCE,
  'GET /api/donors/': FINANCE,
  'GET /api/statements/jobs/': FINANCE,
  'POST /api/statements/jobs/': FINANCE,
  'GET /api/statements/jobs/:id/': FINANCE,
  'POST /api/statements/resend/': FINANCE,

  // Bookings and the door.
  'GET /api/bookings/': EVENTS,
  'POST /api/bookings/:bookingId/office-cancel/': EVENTS,
  'POST /api/check-in/': EVENTS,
  'POST /api/check-in/:ticketId/undo/': EVENTS,
  'GET /api/events/:id/roster/': EVENTS,
  'GET /api/events/:id/waitlist/': EVENTS,
  'GET /api/waitlist/': EVENTS,

  // The parish's details (docs/parish-details.md): content.
  'PUT /api/parish/contact/:id/': CONTENT,
  'PUT /api/parish/statement/:id/': CONTENT,
  'POST /api/schedule/entries/': CONTENT,
  'PUT /api/schedule/entries/:id/': CONTENT,
  'DELETE /api/schedule/entries/:id/': CONTENT,
  'POST /api/schedule/exceptions/': CONTENT,
  'PUT /api/schedule/exceptions/:id/': CONTENT,
  'DELETE /api/schedule/exceptions/:id/': CONTENT,
  'GET /api/mass-intentions/book/': CONTENT,
  'POST /api/mass-intentions/:id/confirm/': CONTENT,
  'POST /api/mass-intentions/:id/move/': CONTENT,
  'GET /api/mass-intentions/settings/': CONTENT,
  'PUT /api/mass-intentions/settings/:id/': CONTENT,
  'POST /api/parish/history/': CONTENT,
  'PUT /api/parish/history/:id/': CONTENT,
  'DELETE /api/parish/history/:id/': CONTENT,
  'POST /api/parish/hero-slides/': CONTENT,
  'PUT /api/parish/hero-slides/:id/': CONTENT,
  'DELETE /api/parish/hero-slides/:id/': CONTENT,
  'POST /api/parish/social-links/': CONTENT,
  'PUT /api/parish/social-links/:id/': CONTENT,
  'DELETE /api/parish/social-links/:id/': CONTENT,
  'POST /api/parish/announcements/': CONTENT,
  'PUT /api/parish/announcements/:id/': CONTENT,
  'DELETE /api/parish/announcements/:id/': CONTENT,
  'POST /api/parish/hero-slides/:id/image/': CONTENT,

  // The audit log is the owner's; any administrator's CSV export is recorded in it.
  'GET /api/audit/': OWNER_ONLY,
  'GET /api/audit/export.csv': OWNER_ONLY,
  'POST /api/audit/exports/': EVERY_ROLE,

  // The dashboard's Today: each count is there only for roles that may read its list.
  'GET /api/overview/': EVERY_ROLE,

  // The trash holds content and the office's messages, both the editor's.
  'GET /api/trash/': CONTENT,
  'POST /api/trash/:entity/:id/restore/': CONTENT,

  // One's own account: password, two-step sign-in, sessions (docs/accounts.md).
  'GET /api/account/': EVERY_ROLE,
  'POST /api/account/password/': EVERY_ROLE,
  'POST /api/account/two-factor/setup/': EVERY_ROLE,
  'POST /api/account/two-factor/': EVERY_ROLE,
  'POST /api/account/two-factor/disable/': EVERY_ROLE,
  'GET /api/account/sessions/': EVERY_ROLE,
  'DELETE /api/account/sessions/': EVERY_ROLE,

  // Trying a release of a remote in one's own browser (docs/delivery.md).
  'GET /api/release-override': EVERY_ROLE,
  'POST /api/release-override': EVERY_ROLE,
} as const satisfies Partial<Record<AdminRouteKey, Allowed>>;

/** An administrator route of the table (`'GET /api/payments/'`). */
export type TabledAdminRoute = keyof typeof ADMIN_ROUTE_ROLES;

/** The key of a route in `ADMIN_ROUTE_ROLES`. */
export function adminRouteKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** The roles the table names for a route (owner first), or undefined when it has no entry. */
export function rolesForAdminRoute(method: string, path: string): AdminRole[] | undefined {
  const key = adminRouteKey(method, path);
  const allowed: Allowed | undefined = Object.prototype.hasOwnProperty.call(ADMIN_ROUTE_ROLES, key)
    ? ADMIN_ROUTE_ROLES[key as TabledAdminRoute]
    : undefined;
  return allowed && ['owner', ...allowed];
}

/** Whether an administrator with `roles` may call a route; false for a route not in the table. */
export function mayCallAdminRoute(
  roles: readonly AdminRole[],
  method: string,
  path: string,
): boolean {
  const allowed = rolesForAdminRoute(method, path);
  return allowed !== undefined && roles.some((role) => allowed.includes(role));
}

/**
 * Whether an administrator with `roles` may make a call the dashboard
 * names by its table key (`'DELETE /api/events/:id/'`); `'public'` (a list
 * anyone may read) always.
 */
export function mayCall(roles: readonly AdminRole[], call: TabledAdminRoute | 'public'): boolean {
  if (call === 'public') return true;
  const space = call.indexOf(' ');
  return mayCallAdminRoute(roles, call.slice(0, space), call.slice(space + 1));
}
