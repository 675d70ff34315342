import { Link as RouterLink } from 'react-router';
import { Button, Container, Divider, Stack } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  ErrorState,
  LoadingState,
  PageHeader,
  usePageMeta,
  useSessionStore,
} from '@parish/shared-web';
import { useAccountStatus } from '../api/account';
import { ChangePasswordSection } from './ChangePasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** `/admin/account`: one's password, two-step sign-in and sessions. */
export default function AccountPage() {
  const admin = useSessionStore((state) => state.admin);
  const status = useAccountStatus();
  usePageMeta({
    title: 'Account',
    description: 'Your password, two-step sign-in and active sessions.',
  });
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Stack spacing={4}>
        <Stack spacing={1}>
          <Button
            component={RouterLink}
            to="/admin"
            startIcon={<ArrowBack />}
            sx={{ alignSelf: 'flex-start' }}
          >
            Back to the dashboard
          </Button>
          <PageHeader
            title="Account"
            subtitle={admin ? `${admin.name} (${admin.email})` : undefined}
          />
        </Stack>
        <ChangePasswordSection />
        <Divider />
        {status.status === 'loading' && <LoadingState label="Loading your account..." />}
        {status.status === 'error' && (
          <ErrorState message="Your account could not be loaded." onRetry={status.reload} />
        )}
        {status.status === 'success' && (
          <TwoFactorSection status={status.data} onChanged={status.reload} />
        )}
        <Divider />
        <SessionsSection />
      </Stack>
    </Container>
  );
}
