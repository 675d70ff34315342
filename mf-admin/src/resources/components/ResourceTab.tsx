import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Snackbar, Stack, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { describeApiError, EmptyState, ErrorState, LoadingState } from '@parish/shared-web';
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
  const [busyId, setBusyId] = useState<string | number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);

  async function deleteRecord(record: T): Promise<boolean> {
    setBusyId(resource.recordId(record));
    setDeleteError(null);
    try {
      await list.remove(record);
      setNoticeOpen(true);
      return true;
    } catch (error) {
      setDeleteError(describeApiError(error, resource.deleteErrorText));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  function requestDelete(record: T) {
    if (!resource.confirmDelete) {
      void deleteRecord(record);
      return;
    }
    setConfirming({ record });
    setDeleteError(null);
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

      {!resource.confirmDelete && deleteError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}

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
          busyId={busyId}
          onDelete={requestDelete}
        />
      )}

      {confirming && (
        <DeleteConfirmDialog
          open={dialogOpen}
          title={resource.deleteConfirmTitle}
          recordLabel={resource.recordLabel(confirming.record)}
          busy={busyId !== null}
          error={deleteError}
          onCancel={() => setDialogOpen(false)}
          onConfirm={() => void confirmDelete()}
        />
      )}

      <Snackbar
        open={noticeOpen}
        autoHideDuration={4000}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setNoticeOpen(false);
        }}
        message={resource.deletedText}
      />
    </>
  );
}
