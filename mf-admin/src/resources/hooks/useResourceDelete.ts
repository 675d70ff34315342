import { useState } from 'react';
import { describeApiError, useApiMutation, useNotify } from '@parish/shared-web';
import { useT } from '../../lib/i18n';
import { resourceText, type ResourceContext } from '../lib/resourceText';
import type { AdminResource, DeleteAction, RecordId } from '../types';
import type { ResourceList } from './useResourceList';

/**
 * A list's delete, as spec section 5 has it per resource:
 * - asked first (admins, events, leaders, videos): a dialog, then DELETE;
 * - at once (ministries, shop items): the row goes and the DELETE is sent.
 * Either way the DELETE reaches the API at once, so another administrator
 * stops seeing the record and a page closed meanwhile loses nothing. What
 * goes to the trash (the action has `restore`) offers Undo in its notice:
 * the trash's Restore, which brings the record back with its id.
 */
export function useResourceDelete<T>(
  resource: AdminResource<T>,
  list: ResourceList,
  context: ResourceContext,
) {
  const action = resource.remove;
  const notify = useNotify();
  const t = useT();
  const text = resourceText(resource, t);
  // The dialog keeps its record while it animates closed, so its text stays put.
  const [confirming, setConfirming] = useState<{ record: T } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deletingId, setDeletingId] = useState<RecordId | null>(null);
  const deletion = useApiMutation((record: T) => (action ? action.call(record) : noDelete()), {
    failureMessage: action ? text(action.failureText) : '',
  });

  /** The notice after a delete: with Undo when the record went to the trash. */
  function deleted(record: T, done: DeleteAction<T>) {
    const { restore } = done;
    if (!restore) {
      notify.success(text(done.doneText));
      return;
    }
    notify.success(text(done.doneText), {
      action: {
        label: t('admin.resource.delete.undo'),
        onClick: () => {
          restore(record).then(
            () => {
              list.refresh();
              notify.success(t('admin.resource.delete.restored'));
            },
            (error: unknown) =>
              notify.error(describeApiError(error, t('admin.resource.delete.restoreFailed'))),
          );
        },
      },
    });
  }

  async function deleteNow(record: T, done: DeleteAction<T>): Promise<boolean> {
    const id = resource.recordId(record);
    setDeletingId(id);
    const outcome = await deletion.mutate(record);
    setDeletingId(null);
    if (outcome.ok) {
      list.hide(id);
      deleted(record, done);
    }
    return outcome.ok;
  }

  /** No question asked: the row goes at once, and comes back if the server refuses. */
  function deleteAtOnce(record: T, done: DeleteAction<T>) {
    const id = resource.recordId(record);
    list.hide(id);
    done.call(record).then(
      () => deleted(record, done),
      (error: unknown) => {
        list.show();
        notify.error(describeApiError(error, text(done.failureText)));
      },
    );
  }

  return {
    deletingId,
    request(record: T) {
      if (!action) return;
      if (action.undo) {
        deleteAtOnce(record, action);
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
            title: text(action.confirmTitle),
            recordLabel: resource.recordLabel(confirming.record, context),
            busy: deletingId !== null,
            error: deletion.error?.message ?? null,
            onCancel: () => setDialogOpen(false),
            onConfirm: async () => {
              if (await deleteNow(confirming.record, action)) setDialogOpen(false);
            },
          }
        : null,
  };
}

function noDelete(): Promise<void> {
  return Promise.reject(new Error('This resource has no delete.'));
}
