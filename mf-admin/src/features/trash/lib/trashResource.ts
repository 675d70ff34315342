import { TRASH_RETENTION_DAYS, trashEntityLabel, type TrashItem } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/**
 * What was deleted in the last 30 days (events, leaders, ministries, shop
 * items, videos, photos, blog posts, messages), each with Restore: it comes
 * back whole, with its id, on the public site at once.
 */
export const trashResource = englishOnlyResource({
  key: 'trash',
  calls: { list: 'GET /api/trash/' },
  label: 'Trash',
  list: api.trash.list,
  recordId: (item) => `${item.entity}-${item.id}`,
  recordLabel: (item) => `${trashEntityLabel(item.entity).toLowerCase()} ${item.label}`,
  columns: [
    { header: 'Name', value: (item) => item.label },
    { header: 'What', value: (item) => trashEntityLabel(item.entity) },
    dateTimeColumn('Deleted', (item: TrashItem) => item.deleted_at),
    dateTimeColumn(`Purged after ${TRASH_RETENTION_DAYS} days`, (item: TrashItem) => item.purge_at),
  ],
  loadingText: 'Loading the trash...',
  emptyText: 'The trash is empty.',
  loadErrorText: 'Failed to fetch the trash',
  rowActions: [
    {
      label: 'Restore',
      call: 'POST /api/trash/:entity/:id/restore/',
      run: (item) => api.trash.restore(item.entity, item.id),
      doneText: 'Restored',
      failureText: 'Failed to restore it from the trash',
    },
  ],
});
