import { Link as RouterLink } from 'react-router';
import {
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  type Theme,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useT } from '../../lib/i18n';
import { editTarget } from '../lib/formRoutes';
import type { SortOrder } from '../lib/listView';
import { resourceText, type ResourceContext } from '../lib/resourceText';
import type { AdminResource, EditMode, RecordId } from '../types';
import { RowActionButton } from './RowActionButton';

/**
 * On a phone each row is a card: its cells one under another, each with its
 * column's name (`data-label`), the actions in view; the headers stay as a
 * row of sort buttons. One table for both, so the markup and what a screen
 * reader hears do not change with the width.
 */
export const CARDS_ON_PHONE = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& tr, & td, & th, & tbody': { display: 'block', width: '100%' },
    '& thead tr': { display: 'flex', flexWrap: 'wrap', columnGap: 1, pb: 1 },
    '& thead th': { display: 'block', width: 'auto', border: 0, px: 1 },
    '& tbody tr': { borderTop: 1, borderColor: 'divider', py: 1 },
    '& tbody td, & tbody th': { border: 0, py: 0.25, textAlign: 'left' },
    '& tbody td[data-label]::before': {
      // For the eye only: a screen reader has the column's header from the table.
      content: 'attr(data-label) / ""',
      display: 'block',
      fontSize: '0.75rem',
      fontWeight: 600,
      color: 'text.secondary',
    },
  },
});

/**
 * A resource's records as a table, one row per record with its actions;
 * each column's header sorts by it. On a phone the rows are cards (above);
 * a wider table than the screen scrolls inside its own box, which the
 * keyboard can reach.
 */
export function ResourceTable<T>({
  resource,
  context,
  rows,
  order,
  onSort,
  busyId,
  onDelete,
  onActionDone,
}: {
  resource: AdminResource<T>;
  /** The page's `t` and `format`, for the columns and the records' labels. */
  context: ResourceContext;
  rows: readonly T[];
  order: SortOrder | null;
  onSort: (column: number) => void;
  /** The record whose delete is in flight, if any. */
  busyId: RecordId | null;
  onDelete: (record: T) => void;
  /** A row action went through: the list is loaded again. */
  onActionDone: () => void;
}) {
  const { columns, edit, remove, rowActions = [] } = resource;
  const hasActions = edit !== undefined || remove !== undefined || rowActions.length > 0;
  const { t, say } = context;
  const text = resourceText(resource, t, say);
  const label = text(resource.label);
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={t('admin.resource.tableRegion', { label })}
    >
      <Table aria-label={label} size="small" sx={CARDS_ON_PHONE}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => {
              const direction = order?.column === index ? order.direction : undefined;
              return (
                <TableCell key={column.header} sortDirection={direction ?? false}>
                  <TableSortLabel
                    active={direction !== undefined}
                    direction={direction ?? 'asc'}
                    onClick={() => onSort(index)}
                  >
                    {text(column.header)}
                  </TableSortLabel>
                </TableCell>
              );
            })}
            {hasActions && <TableCell align="right">{t('admin.resource.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((record) => {
            const id = resource.recordId(record);
            const recordLabel = resource.recordLabel(record, context);
            return (
              <TableRow key={id} hover>
                {columns.map((column, index) => {
                  const content = column.render
                    ? column.render(record, context)
                    : column.value(record, context);
                  // The first column names the row for screen readers.
                  return index === 0 ? (
                    <TableCell key={column.header} component="th" scope="row">
                      {content}
                    </TableCell>
                  ) : (
                    <TableCell key={column.header} data-label={text(column.header)}>
                      {content}
                    </TableCell>
                  );
                })}
                {hasActions && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {rowActions
                      .filter((action) => action.visible?.(record) ?? true)
                      .map((action) => (
                        <RowActionButton
                          key={action.label}
                          action={action}
                          text={text}
                          record={record}
                          recordLabel={recordLabel}
                          onDone={onActionDone}
                        />
                      ))}
                    {edit && (
                      <EditLink edit={edit as EditMode<unknown>} id={id} label={recordLabel} />
                    )}
                    {remove && (
                      <IconButton
                        onClick={() => onDelete(record)}
                        disabled={busyId === id}
                        aria-label={t('admin.resource.deleteRecord', { record: recordLabel })}
                        color="error"
                      >
                        <DeleteOutlined />
                      </IconButton>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function EditLink({ edit, id, label }: { edit: EditMode<unknown>; id: RecordId; label: string }) {
  const t = useT();
  const target = editTarget(edit, id);
  return (
    <IconButton
      component={RouterLink}
      to={target.to}
      state={target.state}
      aria-label={t('admin.resource.editRecord', { record: label })}
    >
      <EditOutlined />
    </IconButton>
  );
}
