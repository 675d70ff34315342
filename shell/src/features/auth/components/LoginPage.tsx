import { useLocation, useNavigate } from 'react-router-dom';
import { Container, Paper, Typography } from '@mui/material';
import { LoginForm, usePageMeta, type LoginRedirectState } from '@parish/shared-web';

/**
 * Only same-site paths are followed after login, never an external URL:
 * browsers read '//host' and '/\host' as another site.
 */
function safeReturnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || /^\/[\\/]/.test(from)) return '/admin';
  const pathname = from.split(/[?#]/)[0];
  return pathname === '/login' ? '/admin' : from;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  usePageMeta({
    title: 'Admin Login',
    description: 'Sign-in for the parish administrators.',
  });
  return (
    <Container maxWidth="xs" sx={{ py: 8 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography
          variant="h2"
          component="h1"
          tabIndex={-1}
          data-page-heading
          sx={{ mb: 2, outline: 'none' }}
        >
          Admin Login
        </Typography>
        <LoginForm onSuccess={() => navigate(safeReturnPath(location.state), { replace: true })} />
      </Paper>
    </Container>
  );
}
