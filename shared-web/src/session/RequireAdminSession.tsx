import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/PageStates';
import { useSessionStore } from './sessionStore';

/** Where /login sends the administrator after success. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Renders its children only for a logged-in administrator, asking the server
 * first; anyone else goes to /login, which brings them back afterwards.
 */
export function RequireAdminSession({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const check = useSessionStore((state) => state.check);
  const location = useLocation();

  useEffect(() => {
    if (status === 'unknown') void check();
  }, [status, check]);

  if (status === 'authenticated') return <>{children}</>;
  if (status === 'anonymous') {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <LoadingState label="Checking your session..." />;
}
