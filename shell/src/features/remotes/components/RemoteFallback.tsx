import { Alert, AlertTitle, Button, Container } from '@mui/material';
import type { RemoteName } from '@parish/shared-types';
import { useT } from '../../../lib/i18n';

/** Shown in place of a remote's page when that remote is down, slow or broken. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const t = useT();
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Alert
        severity="warning"
        role="alert"
        data-testid="remote-fallback"
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            {t('shell.remote.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('shell.remote.failed', { area: remote })}</AlertTitle>
        {t('shell.remote.failedDetail')}
      </Alert>
    </Container>
  );
}
