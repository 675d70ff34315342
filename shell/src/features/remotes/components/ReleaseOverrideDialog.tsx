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
import {
  confirmReleaseOverride,
  forgetRequestedOverride,
  type OverrideRequest,
} from '../lib/releaseOverride';
import { reloadPage } from '../lib/reloadPage';
import { useT } from '../lib/releaseTexts';

/**
 * Asks an administrator before their browser loads `requested`, a release
 * other than the deployed one (ReleaseOverrideConfirm.tsx). Keeping the
 * deployed release is the default (focused, and what Escape does); trying
 * it signs the override and loads the page again.
 */
export default function ReleaseOverrideDialog({ requested }: { requested: OverrideRequest }) {
  const t = useT();
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
      open={!answered}
      onClose={close}
      aria-labelledby="release-override-confirm-title"
      aria-describedby="release-override-confirm-text"
    >
      {!answered && (
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
