import type { ReactNode } from 'react';
import { Alert, Container, Stack } from '@mui/material';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@parish/shared-types';
import { PageHeader, usePageMeta, useSpecMessage } from '@parish/shared-web';
import { useT } from '../../../lib/i18n';
import { useAccountStatus } from '../api/account';
import { TwoFactorSection } from './TwoFactorSection';

function SetUpFirst({
  onDone,
  status,
}: {
  onDone: () => void;
  status: Parameters<typeof TwoFactorSection>[0]['status'];
}) {
  const t = useT();
  const say = useSpecMessage();
  usePageMeta({
    title: t('admin.account.gate.title'),
    description: t('admin.account.gate.description'),
  });
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Stack spacing={3}>
        <PageHeader title={t('admin.account.gate.title')} />
        <Alert severity="warning">{say(TWO_FACTOR_SETUP_REQUIRED_MESSAGE)}</Alert>
        <TwoFactorSection status={status} onChanged={onDone} />
      </Stack>
    </Container>
  );
}

/**
 * The dashboard opens only once an administrator whose role requires
 * two-step sign-in (`ADMIN_2FA_REQUIRED_ROLES`) has it on; until then this
 * leads them through setting it up. The API refuses their admin calls
 * (403) meanwhile, so this is the guide, not the guard: the dashboard
 * shows while the account is read, and gives way when set-up is due.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const status = useAccountStatus();
  // The dashboard does not wait for the answer: an administrator who needs
  // nothing more (nearly everyone) sees no extra step.
  const twoFactor = status.status === 'success' ? status.data.two_factor : undefined;
  if (status.status === 'success' && twoFactor?.required === true && !twoFactor.enabled) {
    return <SetUpFirst status={status.data} onDone={status.reload} />;
  }
  return <>{children}</>;
}
