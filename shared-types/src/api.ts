/**
 * The API's contract put together: the error body, the session, every path
 * (each domain's in `<domain>/paths.ts`) and every answer (each domain's in
 * `<domain>/responses.ts`).
 */
import type { Admin } from './identity/entities';
import type { FieldErrors } from './schemas/validation';
import { contentPaths } from './content/paths';
import { givingPaths } from './giving/paths';
import { identityPaths } from './identity/paths';
import { messagingPaths } from './messaging/paths';
import { officePaths } from './office/paths';
import { platformPaths } from './platform/paths';
import { ticketingPaths } from './ticketing/paths';
import { worshipPaths } from './worship/paths';

export type { PathParamNames, PatternPath } from './paths';

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

/**
 * The API's paths (spec section 7), with their trailing slashes. Each is
 * written once: a path with parameters is a pattern the server registers
 * (`apiPaths.event.pattern`, `/api/events/:id/`) and a function a client
 * calls (`apiPaths.event(7)`, `/api/events/7/`).
 */
export const apiPaths = {
  ...ticketingPaths,
  ...contentPaths,
  ...messagingPaths,
  ...givingPaths,
  ...identityPaths,
  ...platformPaths,
  ...officePaths,
  ...worshipPaths,
} as const;

export * from './platform/responses';
export * from './messaging/responses';
export * from './identity/responses';
export * from './giving/responses';
