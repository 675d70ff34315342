import { useEffect, useRef, useState } from 'react';
import { describeApiError, useApiMutation, useNotify } from '@parish/shared-web';
import type { AdminResource, DeleteAction, RecordId } from '../types';
import type { ResourceList } from './useResourceList';

/**
 * A list's delete, as spec section 5 has it per resource:
 * - asked first (admins, events, leaders, videos): a dialog, then DELETE;
 * - at once with Undo (ministries, shop items): the row goes, and a notice
 *   offers Undo. The DELETE is only sent once that notice has gone without
 *   Undo (timed out, closed, or the list left), so an Undo really restores the
 *   record as it was, with its id, which a re-creation would not.
 */
export function useResourceDelete<T>(resource: AdminResource<T>, list: ResourceList) {
  const action = resource.remove;
  const notify = useNotify();
  // The dialog keeps its record while it animates closed, so its text stays put.
  const [confirming, setConfirming] = useState<{ record: T } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deletingId, setDeletingId] = useState<RecordId | null>(null);
  const deletion = useApiMutation((record: T) => (action ? action.call(record) : noDelete()), {
    failureMessage: action?.failureText ?? '',
    successNotice: action?.doneText,
  });
  /** Records waiting for their Undo window to close, with their notice's id. */
  const awaitingUndo = useRef(new Map<RecordId, number>());

  useEffect(() => {
    const waiting = awaitingUndo.current;
    // Leaving the list ends the Undo window: the notices close, the deletes go.
    return () => [...waiting.values()].forEach((noticeId) => notify.dismiss(noticeId));
  }, [notify]);

  useEffect(() => {
    // Closing the page inside the Undo window would drop the delete: ask first.
    const warn = (event: BeforeUnloadEvent) => {
      if (awaitingUndo.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  async function deleteNow(record: T): Promise<boolean> {
    const id = resource.recordId(record);
    setDeletingId(id);
    const outcome = await deletion.mutate(record);
    setDeletingId(null);
    if (outcome.ok) list.hide(id);
    return outcome.ok;
  }

  function deleteWithUndo(record: T, undoable: DeleteAction<T>) {
    const id = resource.recordId(record);
    list.hide(id);
    let undone = false;
    const noticeId = notify.success(undoable.doneText, {
      action: {
        label: 'Undo',
        onClick: () => {
          undone = true;
          list.show(id);
        },
      },
      onDismissed: () => {
        awaitingUndo.current.delete(id);
        if (undone) return;
        undoable.call(record).catch((error: unknown) => {
          list.show(id);
          notify.error(describeApiError(error, undoable.failureText));
        });
      },
    });
    awaitingUndo.current.set(id, noticeId);
  }

  return {
    deletingId,
    request(record: T) {
      if (!action) return;
      if (action.undo) {
        deleteWithUndo(record, action);
        return;
      }
      setConfirming({ record });
      deletion.reset();
      setDialogOpen(true);
    },
    dialog:
      confirming && action?.confirmTitle !== undefined
        ? {
            open: dialogOpen,
            title: action.confirmTitle,
            recordLabel: resource.recordLabel(confirming.record),
            busy: deletingId !== null,
            error: deletion.error?.message ?? null,
            onCancel: () => setDialogOpen(false),
            onConfirm: async () => {
              if (await deleteNow(confirming.record)) setDialogOpen(false);
            },
          }
        : null,
  };
}

function noDelete(): Promise<void> {
  return Promise.reject(new Error('This resource has no delete.'));
}
