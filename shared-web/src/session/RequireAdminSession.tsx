import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../components/PageStates';
import { useT } from '../i18n/messages';
import { useSessionStore } from './sessionStore';

/** Where /login sends the administrator after success. */
export interface LoginRedirectState {
  from?: string;
  /** That page's navigation state (an edit form's record id), given back on the way back. */
  fromState?: unknown;
  /** The server ended the session under the administrator (rather than nobody having logged in). */
  expired?: boolean;
}

/**
 * Renders its children only for a logged-in administrator, asking the server
 * first; anyone else goes to /login, which brings them back afterwards.
 */
export function RequireAdminSession({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const expired = useSessionStore((state) => state.expired);
  const check = useSessionStore((state) => state.check);
  const location = useLocation();
  const t = useT();

  useEffect(() => {
    if (status === 'unknown') void check();
  }, [status, check]);

  if (status === 'authenticated') return <>{children}</>;
  if (status === 'anonymous') {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      ...(location.state !== null && location.state !== undefined
        ? { fromState: location.state as unknown }
        : {}),
      ...(expired ? { expired } : {}),
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <LoadingState label={t('shared-web.session.checking')} />;
}
