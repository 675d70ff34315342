import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Stack, TablePagination, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  describeApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  todayIsoDate,
} from '@parish/shared-web';
import { requestedListFilter } from '../../lib/dashboardNavigation';
import { useT } from '../../lib/i18n';
import { useListView } from '../hooks/useListView';
import { useResourceDelete } from '../hooks/useResourceDelete';
import { useRecordExport } from '../hooks/useRecordExport';
import { useResourceList } from '../hooks/useResourceList';
import { downloadCsv, toCsv } from '../lib/csv';
import { ROWS_PER_PAGE } from '../lib/listView';
import { resourceText, useResourceContext } from '../lib/resourceText';
import type { AdminResource } from '../types';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { ResourceFilterForm } from './ResourceFilterForm';
import { ResourceTable } from './ResourceTable';

/**
 * One resource on the dashboard: its records with loading, error and empty
 * states; search, sort and pages of 25; CSV export, Add and Edit links,
 * the delete flow and the row actions where the resource has them.
 */
export function ResourceTab<T>({ resource }: { resource: AdminResource<T> }) {
  const headingId = useId();
  const t = useT();
  const context = useResourceContext();
  const text = resourceText(resource, t, context.say);
  const location = useLocation();
  // A link that opens the list filtered (Today's counts) fills in its filter form too.
  const [requestedFilter] = useState(() =>
    resource.filter ? requestedListFilter(location.state, resource.key) : null,
  );
  const [filter, setFilter] = useState<Record<string, unknown> | undefined>(
    () => requestedFilter ?? undefined,
  );
  const list = useResourceList(resource, filter);
  const view = useListView(list.records ?? [], resource.columns, context);
  const deletion = useResourceDelete(resource, list, context);
  const recordExport = useRecordExport(resource.key);
  const { create, csvFile, csvUrl } = resource;
  const label = text(resource.label);
  const noun = label.toLowerCase();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 6 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h5" component="h2" id={headingId}>
          {label}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          {csvUrl && (
            <Button
              component="a"
              href={csvUrl(filter ?? {})}
              download
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
            >
              {t('admin.resource.exportCsv')}
            </Button>
          )}
          {csvFile && !csvUrl && (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              disabled={view.matching.length === 0}
              onClick={() => {
                downloadCsv(
                  `${csvFile}-${todayIsoDate()}.csv`,
                  toCsv(resource.columns, view.matching, context, text),
                );
                recordExport(view.matching.length);
              }}
            >
              {t('admin.resource.exportCsv')}
            </Button>
          )}
          {create && (
            <Button
              component={RouterLink}
              to={create.route}
              variant="contained"
              startIcon={<AddOutlined />}
            >
              {text(create.title)}
            </Button>
          )}
        </Stack>
      </Stack>

      {resource.filter && (
        <ResourceFilterForm
          filter={resource.filter}
          text={text}
          values={requestedFilter ?? undefined}
          onApply={setFilter}
        />
      )}
      {list.status === 'loading' && <LoadingState label={text(resource.loadingText)} />}
      {list.status === 'error' && (
        <ErrorState
          message={describeApiError(list.error, text(resource.loadErrorText))}
          onRetry={list.reload}
        />
      )}
      {list.records?.length === 0 && (
        <EmptyState>
          {filter && Object.keys(filter).length > 0
            ? t('admin.resource.noneMatchFilter', { noun })
            : text(resource.emptyText)}
        </EmptyState>
      )}
      {list.records && list.records.length > 0 && (
        <>
          <TextField
            type="search"
            size="small"
            label={t('admin.resource.search', { noun })}
            value={view.query}
            onChange={(event) => view.search(event.target.value)}
            sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
          />
          {view.matching.length === 0 ? (
            <EmptyState>
              {t('admin.resource.noneMatchSearch', { noun, query: view.query.trim() })}
            </EmptyState>
          ) : (
            <ResourceTable
              resource={resource}
              context={context}
              rows={view.rows}
              order={view.order}
              onSort={view.sortBy}
              busyId={deletion.deletingId}
              onDelete={deletion.request}
              onActionDone={list.refresh}
            />
          )}
          {view.matching.length > ROWS_PER_PAGE && (
            <TablePagination
              component="div"
              count={view.matching.length}
              page={view.page}
              onPageChange={(_, page) => view.setPage(page)}
              rowsPerPage={view.rowsPerPage}
              rowsPerPageOptions={[ROWS_PER_PAGE, 50, 100]}
              onRowsPerPageChange={(event) => view.setRowsPerPage(Number(event.target.value))}
              labelRowsPerPage={t('admin.resource.paging.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) =>
                t('admin.resource.paging.shown', {
                  from: String(from),
                  to: String(to),
                  count: String(count),
                })
              }
              getItemAriaLabel={(type) => t('admin.resource.paging.goTo', { page: type })}
            />
          )}
        </>
      )}

      {deletion.dialog && (
        <DeleteConfirmDialog
          {...deletion.dialog}
          onConfirm={() => void deletion.dialog?.onConfirm()}
        />
      )}
    </Box>
  );
}
