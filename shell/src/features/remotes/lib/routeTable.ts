import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@parish/shared-types';

/**
 * The one table of which remote owns which URLs. The shell mounts each
 * remote at its prefixes; the remote decides which of its pages to show.
 */
export const REMOTE_ROUTE_TABLE: Record<RemoteName, readonly string[]> = {
  content: ['/', '/about/*', '/ministries', '/events', '/media/*', '/courses-list', '/application'],
  commerce: ['/shop', '/giving', '/success'],
  booking: ['/event/tickets', '/booking-success', '/check', '/calendar'],
  admin: ['/admin/*', '/super-admin'],
};

/** The remote owning `pathname`, or null when no remote does (login, not found). */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const [remote, patterns] of Object.entries(REMOTE_ROUTE_TABLE)) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) {
      return remote as RemoteName;
    }
  }
  return null;
}
