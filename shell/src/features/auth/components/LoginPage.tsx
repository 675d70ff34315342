import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@mui/material';
import { LoginForm, usePageMeta, type LoginRedirectState } from '@parish/shared-web';
import { useT } from '../../../lib/i18n';
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
  const t = useT();
  usePageMeta({
    title: t('shell.auth.login.title'),
    description: t('shell.auth.login.description'),
  });
  return (
    <AuthCard heading={t('shell.auth.login.title')}>
      {(location.state as LoginRedirectState | null)?.expired === true && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('shell.auth.login.expired')}
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
