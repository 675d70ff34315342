import { Alert, Button, Container } from '@mui/material';
import type { OverrideInEffect } from '../lib/federation';
import { stopReleaseOverride } from '../lib/releaseOverride';
import { reloadPage } from '../lib/reloadPage';
import { LANGUAGE_LOCALES } from '@parish/shared-types';
import { useLanguage } from '@parish/shared-web';
import { useT } from '../lib/releaseTexts';

/**
 * Tells an administrator trying a release that this area is not what
 * visitors see, until when, and how to stop.
 */
export default function ReleaseOverrideNotice({ override, deployed }: OverrideInEffect) {
  const t = useT();
  // In the page's language's format, as every time on the site.
  const until = new Date(override.expiresAt).toLocaleTimeString(LANGUAGE_LOCALES[useLanguage()], {
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
