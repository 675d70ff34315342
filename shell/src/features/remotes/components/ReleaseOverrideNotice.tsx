import { Alert, Button, Container } from '@mui/material';
import type { OverrideInEffect } from '../lib/federation';
import { stopReleaseOverride } from '../lib/releaseOverride';
import { reloadPage } from '../lib/reloadPage';
import { useFormat } from '@parish/shared-web';
import { useT } from '../lib/releaseTexts';

/**
 * Tells an administrator trying a release that this area is not what
 * visitors see, until when, and how to stop.
 */
export default function ReleaseOverrideNotice({ override, deployed }: OverrideInEffect) {
  const t = useT();
  const format = useFormat();
  // The browser's own time of day, written as every time on the site.
  const expires = new Date(override.expiresAt);
  const until = format.time(`${expires.getHours()}:${expires.getMinutes()}`);
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
            {t('shell.release.notice.stop')}
          </Button>
        }
      >
        {t('shell.release.notice', {
          remote: override.remote,
          release: override.release,
          until,
          deployed: deployed ?? t('shell.release.notice.unversioned'),
        })}
      </Alert>
    </Container>
  );
}
