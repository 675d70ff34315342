import type { RemoteName } from './remotes';
import { splitLanguagePath } from './i18n/languages';

/**
 * The one table of which remote owns which URLs. The shell mounts each
 * remote at its prefixes; the remote decides which of its pages to show.
 * A pattern is an exact path, or `/prefix/*` for the prefix and everything
 * under it.
 */
export const REMOTE_ROUTE_TABLE: Record<RemoteName, readonly string[]> = {
  content: [
    '/',
    '/about/*',
    '/ministries',
    '/events',
    '/mass-times',
    '/live',
    '/mass-intentions',
    '/bulletins/*',
    '/sacraments/*',
    '/media/*',
    '/courses-list',
    '/courses/*',
    '/application',
    '/privacy',
    '/terms',
    '/catholic-quiz',
    '/newsletter/*',
  ],
  commerce: ['/shop', '/giving', '/success', '/my-giving'],
  booking: ['/event/tickets', '/booking-success', '/check', '/calendar', '/waitlist'],
  admin: ['/admin/*', '/super-admin'],
};

/** Lower-case, without trailing slashes (as the router matches: `/Events/` is `/events`). */
function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

function matches(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pathname === pattern;
  const prefix = pattern.slice(0, -2);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The remote owning `pathname`, or null when no remote does (login, not
 * found). Plain string matching, without the router: it runs in the shell's
 * entry before any shared module is loaded, to start the remote early.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  // A page is owned by the same remote in every language (`/es/events` as `/events`).
  const path = normalise(splitLanguagePath(pathname).path);
  for (const [remote, patterns] of Object.entries(REMOTE_ROUTE_TABLE)) {
    if (patterns.some((pattern) => matches(pattern, path))) return remote as RemoteName;
  }
  return null;
}
