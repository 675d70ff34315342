import { Link as RouterLink } from 'react-router';
import { Alert, Button, Container } from '@mui/material';
import { PageHeader } from '@parish/shared-web';
import { useT } from '../lib/i18n';

/** What a reader sees once they have left the newsletter, from its link or the preference page. */
export function LeftTheNewsletter({ email }: { email: string }) {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader title={t('content.newsletter.unsubscribe.done')} />
      {/* A long address breaks rather than widening a phone's screen. */}
      <Alert severity="success" role="status" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {t('content.newsletter.unsubscribe.doneText', { email })}{' '}
        {t('content.newsletter.subscribeAgain')}
      </Alert>
      <Button component={RouterLink} to="/" variant="contained">
        {t('content.common.backHome')}
      </Button>
    </Container>
  );
}
