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

export const OVERRIDE_REFUSED_MESSAGE =
  'Only a logged-in administrator can try a release. Log in, then open the link again.';
export const OVERRIDE_FAILED_MESSAGE = 'The release could not be switched. Please try again.';

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
  const hydrating = useHydrating();
  const requested = hydrating ? null : requestedOverride();
  const [answered, setAnswered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
      setProblem(
        answer.status === 401 || answer.status === 403
          ? OVERRIDE_REFUSED_MESSAGE
          : OVERRIDE_FAILED_MESSAGE,
      );
    } catch {
      setProblem(OVERRIDE_FAILED_MESSAGE);
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
            Try another release in this browser?
          </DialogTitle>
          <DialogContent>
            <DialogContentText id="release-override-confirm-text">
              The link you opened asks this browser to load {requested.remote} release{' '}
              {requested.release} instead of the one visitors get, for 4 hours. Only go on if you
              asked for this release yourself.
            </DialogContentText>
            {problem && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy} autoFocus>
              Keep the deployed release
            </Button>
            <Button variant="contained" onClick={() => void tryRelease(requested)} loading={busy}>
              Try this release
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
