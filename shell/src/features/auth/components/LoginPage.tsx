import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@mui/material';
import { LoginForm, usePageMeta, type LoginRedirectState } from '@parish/shared-web';
import { AuthCard } from './AuthCard';

/**
 * Where to go after login: the page the administrator came from, with its
 * navigation state (an edit form's record id), or /admin. Only same-site
 * paths are followed, never an external URL: browsers read '//host' and
 * '/\host' as another site.
 */
function returnTarget(state: unknown): { path: string; state?: unknown } {
  const { from, fromState } = (state ?? {}) as LoginRedirectState;
  if (typeof from !== 'string' || !from.startsWith('/') || /^\/[\\/]/.test(from)) {
    return { path: '/admin' };
  }
  const pathname = from.split(/[?#]/)[0];
  return pathname === '/login' ? { path: '/admin' } : { path: from, state: fromState };
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  usePageMeta({
    title: 'Admin Login',
    description: 'Sign-in for the parish administrators.',
  });
  return (
    <AuthCard heading="Admin Login">
      {(location.state as LoginRedirectState | null)?.expired === true && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your session has ended. Log in again to go back to where you were; what you typed is kept.
        </Alert>
      )}
      <LoginForm
        onSuccess={() => {
          const target = returnTarget(location.state);
          void navigate(target.path, { replace: true, state: target.state });
        }}
      />
    </AuthCard>
  );
}
