/**
 * Administrators' roles and how the dashboard names them: a leaf of the
 * contracts (no imports), so entities, schemas and the route table can all
 * name a role without importing one another.
 */
/** Owner: everything, administrators included. The others: one area of the parish's work each. */
export const ADMIN_ROLES = ['owner', 'editor', 'finance', 'events', 'sacraments'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** How the dashboard names each role. */
export const ADMIN_ROLE_LABELS: Readonly<Record<AdminRole, string>> = {
  owner: 'Owner (everything, including administrators)',
  editor: 'Editor (content, and the office: messages, sign-ups, mail)',
  finance: 'Finance (giving, donors, statements, payments, their mail)',
  events: 'Events (bookings, rosters, check-in, waitlists)',
  sacraments: 'Sacraments (requests for baptism, marriage, funerals and the other sacraments)',
};
