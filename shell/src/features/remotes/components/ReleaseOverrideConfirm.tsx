import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useHydrating } from '@parish/shared-web';
import {
  confirmReleaseOverride,
  forgetRequestedOverride,
  requestedOverride,
  type OverrideRequest,
} from '../lib/releaseOverride';
import { reloadPage } from '../lib/reloadPage';
import { useT } from '../../../lib/i18n';

/**
 * Asks an administrator before their browser loads a release other than the
 * deployed one: the page's address asked for it (`?release-override=…`),
 * and anyone can send a link. Keeping the deployed release is the default
 * (focused, and what Escape does); trying it signs the override and loads
 * the page again. Shows nothing on the server or without such an address.
 */
export function ReleaseOverrideConfirm() {
  // The address is the browser's: read once the page is the browser's (a
  // page asking for an override is never rendered on the server).
  const t = useT();
  const hydrating = useHydrating();
  const requested = hydrating ? null : requestedOverride();
  const [answered, setAnswered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'refused' | 'failed' | null>(null);

  const close = () => {
    if (busy) return;
    forgetRequestedOverride();
    setAnswered(true);
  };

  const tryRelease = async (request: OverrideRequest) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await confirmReleaseOverride(request);
      if (answer.ok) {
        forgetRequestedOverride();
        reloadPage();
        return;
      }
      setProblem(answer.status === 401 || answer.status === 403 ? 'refused' : 'failed');
    } catch {
      setProblem('failed');
    }
    setBusy(false);
  };

  return (
    <Dialog
      open={requested !== null && !answered}
      onClose={close}
      aria-labelledby="release-override-confirm-title"
      aria-describedby="release-override-confirm-text"
    >
      {requested && !answered && (
        <>
          <DialogTitle id="release-override-confirm-title">
            {t('shell.release.confirm.title')}
          </DialogTitle>
          <DialogContent>
            <DialogContentText id="release-override-confirm-text">
              {t('shell.release.confirm.text', {
                remote: requested.remote,
                release: requested.release,
              })}
            </DialogContentText>
            {problem && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t(
                  problem === 'refused'
                    ? 'shell.release.confirm.refused'
                    : 'shell.release.confirm.failed',
                )}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy} autoFocus>
              {t('shell.release.confirm.keep')}
            </Button>
            <Button variant="contained" onClick={() => void tryRelease(requested)} loading={busy}>
              {t('shell.release.confirm.try')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
