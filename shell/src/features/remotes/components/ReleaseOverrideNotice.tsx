import { Alert, Button, Container } from '@mui/material';
import type { OverrideInEffect } from '../lib/federation';
import { stopReleaseOverride } from '../lib/releaseOverride';
import { reloadPage } from '../lib/reloadPage';

/**
 * Tells an administrator trying a release that this area is not what
 * visitors see, until when, and how to stop.
 */
export function ReleaseOverrideNotice({ override, deployed }: OverrideInEffect) {
  const until = new Date(override.expiresAt).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        severity="info"
        data-testid="release-override-notice"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void stopReleaseOverride().then(reloadPage)}
          >
            Stop trying it
          </Button>
        }
      >
        Trying {override.remote} release {override.release} in this browser only, until {until}.
        Visitors get {deployed ?? 'the unversioned build'}.
      </Alert>
    </Container>
  );
}
