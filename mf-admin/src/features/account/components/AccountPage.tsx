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
import { useT } from '../../../lib/i18n';
import { useAccountStatus } from '../api/account';
import { ChangePasswordSection } from './ChangePasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** `/admin/account`: one's password, two-step sign-in and sessions. */
export default function AccountPage() {
  const t = useT();
  const admin = useSessionStore((state) => state.admin);
  const status = useAccountStatus();
  usePageMeta({
    title: t('admin.account.title'),
    description: t('admin.account.description'),
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
            {t('admin.account.back')}
          </Button>
          <PageHeader
            title={t('admin.account.title')}
            subtitle={
              admin
                ? t('admin.account.signedInAs', { name: admin.name, email: admin.email })
                : undefined
            }
          />
        </Stack>
        <ChangePasswordSection />
        <Divider />
        {status.status === 'loading' && <LoadingState label={t('admin.account.loading')} />}
        {status.status === 'error' && (
          <ErrorState message={t('admin.account.loadError')} onRetry={status.reload} />
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
