import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import {
  describeApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  useApiMutation,
} from '@parish/shared-web';
import { useResourceList } from '../hooks/useResourceList';
import type { AdminResource } from '../types';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { ResourceTable } from './ResourceTable';

/**
 * A dashboard tab for one resource: its records with loading, error and empty
 * states, and the delete flow (confirmed first when the resource asks for it).
 */
export function ResourceTab<T>({ resource }: { resource: AdminResource<T> }) {
  const list = useResourceList(resource);
  // The dialog keeps its record while it animates closed, so its text stays put.
  const [confirming, setConfirming] = useState<{ record: T } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deletingId, setDeletingId] = useState<string | number | null>(null);
  const deletion = useApiMutation(list.remove, {
    failureMessage: resource.deleteErrorText,
    successNotice: resource.deletedText,
    // Without a dialog there is nowhere else to say why it failed.
    failureNotice: !resource.confirmDelete,
  });

  async function deleteRecord(record: T): Promise<boolean> {
    setDeletingId(resource.recordId(record));
    const outcome = await deletion.mutate(record);
    setDeletingId(null);
    return outcome.ok;
  }

  function requestDelete(record: T) {
    if (!resource.confirmDelete) {
      void deleteRecord(record);
      return;
    }
    setConfirming({ record });
    deletion.reset();
    setDialogOpen(true);
  }

  async function confirmDelete() {
    if (confirming && (await deleteRecord(confirming.record))) setDialogOpen(false);
  }

  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h5" component="h2">
          {resource.label}
        </Typography>
        {resource.create && (
          <Button
            component={RouterLink}
            to={resource.create.to}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            {resource.create.label}
          </Button>
        )}
      </Stack>

      {list.status === 'loading' && <LoadingState label={resource.loadingText} />}
      {list.status === 'error' && (
        <ErrorState
          message={describeApiError(list.error, resource.loadErrorText)}
          onRetry={list.reload}
        />
      )}
      {list.records?.length === 0 && <EmptyState>{resource.emptyText}</EmptyState>}
      {list.records && list.records.length > 0 && (
        <ResourceTable
          resource={resource}
          records={list.records}
          busyId={deletingId}
          onDelete={requestDelete}
        />
      )}

      {confirming && (
        <DeleteConfirmDialog
          open={dialogOpen}
          title={resource.deleteConfirmTitle}
          recordLabel={resource.recordLabel(confirming.record)}
          busy={deletingId !== null}
          error={deletion.error?.message ?? null}
          onCancel={() => setDialogOpen(false)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </>
  );
}
