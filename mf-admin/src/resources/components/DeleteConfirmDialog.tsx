import { useId } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useT } from '../../lib/i18n';

/** Asks before a record is deleted; stays open with the reason when the delete fails. */
export function DeleteConfirmDialog({
  open,
  title,
  recordLabel,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  recordLabel: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      // A delete in flight cannot be called back, so the dialog waits for it.
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {t('admin.resource.delete.permanent', { record: recordLabel })}
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('admin.resource.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {busy ? t('admin.resource.delete.busy') : t('admin.resource.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
