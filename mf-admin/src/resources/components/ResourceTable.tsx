import { Link as RouterLink } from 'react-router-dom';
import {
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { AdminResource } from '../types';

/** A resource's records as a table, one row per record with its actions. */
export function ResourceTable<T>({
  resource,
  records,
  busyId,
  onDelete,
}: {
  resource: AdminResource<T>;
  records: T[];
  /** The record whose delete is in flight, if any. */
  busyId: string | number | null;
  onDelete: (record: T) => void;
}) {
  const { columns, edit } = resource;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={resource.label} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header}>{column.header}</TableCell>
            ))}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => {
            const id = resource.recordId(record);
            const label = resource.recordLabel(record);
            const editTarget = edit?.(record);
            return (
              <TableRow key={id} hover>
                {columns.map((column, index) =>
                  // The first column names the row for screen readers.
                  index === 0 ? (
                    <TableCell key={column.header} component="th" scope="row">
                      {column.render(record)}
                    </TableCell>
                  ) : (
                    <TableCell key={column.header}>{column.render(record)}</TableCell>
                  ),
                )}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {editTarget && (
                    <IconButton
                      component={RouterLink}
                      to={editTarget.to}
                      state={editTarget.state}
                      aria-label={`Edit ${label}`}
                    >
                      <EditOutlined />
                    </IconButton>
                  )}
                  <IconButton
                    onClick={() => onDelete(record)}
                    disabled={busyId === id}
                    aria-label={`Delete ${label}`}
                    color="error"
                  >
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
