import { useEffect, useState } from 'react';
import { Alert, Button, IconButton, Snackbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useApiErrorText } from '../api/errors';
import { useT } from '../i18n/messages';
import type { Notice } from './notificationStore';
import { useCurrentNotice } from './NotificationsProvider';

/**
 * How long a notice stays once a newer one is waiting behind it: long enough
 * to read a short sentence, short enough that the result of what the visitor
 * just did is shown when they did it, not after the older notice's full time.
 */
export const NOTICE_GIVES_WAY_MS = 1500;

/**
 * The one place notices appear: drawn once by the shell (and by a remote's
 * standalone frame), it shows them one at a time, oldest first; a newer one
 * pushes a success or information notice aside after a moment (Material's
 * consecutive snackbars). Success and information are polite status
 * messages; errors are alerts and stay until dismissed.
 */
export function Notifications() {
  const t = useT();
  // A failure posted as a notice (`useApiMutation`'s) may be the site's lost-connection sentence.
  const shownError = useApiErrorText();
  const { notice, waiting, dismiss } = useCurrentNotice();
  // The notice being closed stays drawn while the snackbar animates out;
  // it leaves the queue once the animation has ended.
  const [shown, setShown] = useState<Notice | undefined>(notice);
  const [open, setOpen] = useState(notice !== undefined);
  if (open && shown && notice?.id !== shown.id) {
    // Dismissed from elsewhere (an Undo that already ran, say).
    setOpen(false);
  } else if (!open && notice && notice.id !== shown?.id) {
    setShown(notice);
    setOpen(true);
  }

  const givesWay = open && waiting && shown !== undefined && shown.severity !== 'error';
  useEffect(() => {
    if (!givesWay) return undefined;
    const timer = setTimeout(() => setOpen(false), NOTICE_GIVES_WAY_MS);
    return () => clearTimeout(timer);
  }, [givesWay, shown?.id]);

  const action = shown?.action;
  return (
    <Snackbar
      key={shown?.id}
      open={open}
      autoHideDuration={shown?.autoHideMs ?? null}
      onClose={(_, reason) => {
        // A click elsewhere on the page is not a request to close.
        if (reason !== 'clickaway') setOpen(false);
      }}
      slotProps={{
        transition: {
          onExited: () => {
            if (shown) dismiss(shown.id);
          },
        },
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      // Clear of the chat button on phones.
      sx={{ bottom: { xs: 88, sm: 24 } }}
    >
      {shown && (
        <Alert
          severity={shown.severity}
          variant="filled"
          role={shown.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setOpen(false)}
          // With an action (Undo), MUI drops its own close button: draw both.
          action={
            action && (
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    action.onClick();
                    setOpen(false);
                  }}
                >
                  {action.label}
                </Button>
                <IconButton
                  color="inherit"
                  size="small"
                  aria-label={t('shared-web.notice.close')}
                  onClick={() => setOpen(false)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            )
          }
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {shownError(shown.message)}
        </Alert>
      )}
    </Snackbar>
  );
}
