import { Alert, AlertTitle, Button, Container } from '@mui/material';
import type { RemoteName } from '@parish/shared-types';

const AREA_NAMES: Record<RemoteName, string> = {
  content: 'This page',
  commerce: 'The shop and giving pages',
  booking: 'Event booking',
  admin: 'The admin dashboard',
};

/** Shown in place of a remote's page when that remote is down, slow or broken. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Alert
        severity="warning"
        role="alert"
        data-testid="remote-fallback"
        action={
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>{AREA_NAMES[remote]} could not be loaded</AlertTitle>
        Something went wrong on our side. The rest of the site still works; please try again in a
        moment.
      </Alert>
    </Container>
  );
}
