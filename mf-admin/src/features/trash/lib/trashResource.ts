import { trashEntityLabel, type TrashItem } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/**
 * What was deleted in the last 30 days (events, leaders, ministries, shop
 * items, videos, photos, blog posts, messages), each with Restore: it comes
 * back whole, with its id, on the public site at once.
 */
export const trashResource = defineResource({
  key: 'trash',
  calls: { list: 'GET /api/trash/' },
  label: 'admin.trash.label',
  list: api.trash.list,
  recordId: (item) => `${item.entity}-${item.id}`,
  recordLabel: (item, { t, say }) =>
    t('admin.trash.recordLabel', {
      what: say(trashEntityLabel(item.entity)).toLowerCase(),
      name: item.label,
    }),
  columns: [
    { header: 'admin.trash.columns.name', value: (item) => item.label },
    {
      header: 'admin.trash.columns.what',
      value: (item, { say }) => say(trashEntityLabel(item.entity)),
    },
    dateTimeColumn('admin.trash.columns.deleted', (item: TrashItem) => item.deleted_at),
    dateTimeColumn('admin.trash.columns.purged', (item: TrashItem) => item.purge_at),
  ],
  loadingText: 'admin.trash.loading',
  emptyText: 'admin.trash.empty',
  loadErrorText: 'admin.trash.loadError',
  rowActions: [
    {
      label: 'admin.trash.restore.label',
      call: 'POST /api/trash/:entity/:id/restore/',
      run: (item) => api.trash.restore(item.entity, item.id),
      doneText: 'admin.trash.restore.done',
      failureText: 'admin.trash.restore.failed',
    },
  ],
});
