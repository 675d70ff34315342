import { Link as RouterLink } from 'react-router';
import { Alert, Button, Container, Stack } from '@mui/material';
import { TAB_NOT_ALLOWED_MESSAGE } from '@parish/shared-types';
import { PageHeader, usePageMeta } from '@parish/shared-web';
import { DASHBOARD_PATH } from '../lib/dashboardNavigation';
import { useT } from '../lib/i18n';

/**
 * What an administrator sees at a part of the dashboard their roles may not
 * use (docs/roles.md): a clear refusal and the way back, not a broken screen.
 */
export function NotAllowedMessage() {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        {TAB_NOT_ALLOWED_MESSAGE}
      </Alert>
      <Button component={RouterLink} to={DASHBOARD_PATH} variant="outlined">
        {t('admin.notAllowed.back')}
      </Button>
    </Stack>
  );
}

/** A whole page of refusal, for a form's or screen's URL. */
export function NotAllowedPage() {
  const t = useT();
  usePageMeta({ title: t('admin.notAllowed.title'), description: TAB_NOT_ALLOWED_MESSAGE });
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader title={t('admin.notAllowed.title')} />
      <NotAllowedMessage />
    </Container>
  );
}
