import { useLocation } from 'react-router';
import { NotFoundPage, RequireAdminSession } from '@parish/shared-web';
import { remoteForPath } from '@parish/shared-types';
import { RemoteOutlet } from './RemoteOutlet';

/**
 * Every URL that is not the shell's own lands here and goes to the remote
 * that owns it by the route table; a URL no remote owns is not found.
 */
export function RemotePage() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  // Admin code is only requested once the server confirms a session.
  if (remote === 'admin') {
    return (
      <RequireAdminSession>
        <RemoteOutlet key={remote} remote={remote} />
      </RequireAdminSession>
    );
  }
  return <RemoteOutlet key={remote} remote={remote} />;
}
