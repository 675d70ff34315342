import { Link as RouterLink } from 'react-router';
import { Box, Link } from '@mui/material';
import { BATCH_KINDS, BATCH_KIND_LABELS, batchInputSchema, type Batch } from '@parish/shared-types';
import { visuallyHidden } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';
import { centsFromDollars } from './batchMoney';

/** Where a batch's own page is: its entries, sums and Commit. */
export const BATCH_PAGE_ROUTE = '/admin/giving/batches/:id';
export const batchPagePath = (id: number) => `/admin/giving/batches/${id}`;

const money = (cents: number, { format }: ResourceContext) => format.price(cents / 100);

/**
 * The basket's batches (issue 39, docs/batches.md): finance opens one for a
 * Sunday's collection or the week's mailed checks, then enters its gifts on
 * the batch's own page (its day links there) and commits it once the
 * entries add up to the counted total.
 */
export const batchesResource = defineResource({
  key: 'batches',
  calls: { list: 'GET /api/batches/', create: 'POST /api/batches/' },
  label: 'admin.giving.batches.label',
  list: api.batches.list,
  recordId: (batch) => batch.id,
  recordLabel: (batch, { t, format }) =>
    t('admin.giving.batches.recordLabel', { date: format.date(batch.batch_date) }),
  columns: [
    {
      header: 'admin.giving.batches.columns.day',
      value: (batch) => batch.batch_date,
      render: (batch, { format }) => format.date(batch.batch_date),
    },
    {
      header: 'admin.giving.batches.columns.kind',
      value: (batch, { say }) => say(BATCH_KIND_LABELS[batch.kind]),
    },
    {
      header: 'admin.giving.batches.columns.counted',
      value: (batch, context) =>
        batch.counted_total_cents === null ? '' : money(batch.counted_total_cents, context),
    },
    {
      header: 'admin.giving.batches.columns.entries',
      value: (batch, context) => money(batch.entries_total_cents, context),
    },
    {
      header: 'admin.giving.batches.columns.gifts',
      value: (batch) => batch.entry_count,
      // The batch's own page: its gifts entered there, its Commit and Reverse.
      render: (batch: Batch, { t, format }) => (
        <Link component={RouterLink} to={batchPagePath(batch.id)}>
          {t(batch.committed_at ? 'admin.giving.batches.view' : 'admin.giving.batches.enter', {
            count: batch.entry_count,
          })}
          <Box component="span" sx={visuallyHidden}>
            {t('admin.giving.batches.ofDay', { date: format.date(batch.batch_date) })}
          </Box>
        </Link>
      ),
    },
    {
      header: 'admin.giving.batches.columns.status',
      value: (batch, { t }) =>
        t(batch.committed_at ? 'admin.giving.batches.committed' : 'admin.giving.batches.open'),
    },
  ],
  loadingText: 'admin.giving.batches.loading',
  emptyText: 'admin.giving.batches.empty',
  loadErrorText: 'admin.giving.batches.loadError',
  fields: {
    batch_date: { label: 'admin.giving.batches.fields.date', kind: 'date' },
    kind: {
      label: 'admin.giving.batches.fields.kind',
      kind: 'select',
      options: BATCH_KINDS.map((kind) => ({ value: kind, label: BATCH_KIND_LABELS[kind] })),
    },
    note: { label: 'admin.giving.batches.fields.note', kind: 'text' },
    counted_total_cents: {
      label: 'admin.giving.batches.fields.counted',
      kind: 'money',
      hint: 'admin.giving.batches.fields.countedHint',
    },
  },
  create: {
    route: '/admin/giving/open-batch',
    schema: batchInputSchema,
    toInput: (values) => ({
      ...values,
      counted_total_cents: centsFromDollars(values.counted_total_cents),
    }),
    save: (input) => api.batches.create(input),
    title: 'admin.giving.batches.create.title',
    submitLabel: 'admin.giving.batches.create.title',
    busyLabel: 'admin.giving.batches.busy',
    successText: 'admin.giving.batches.create.success',
    failureText: 'admin.giving.batches.create.failed',
  },
});
