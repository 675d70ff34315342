import { useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import {
  BATCH_KIND_LABELS,
  batchInputSchema,
  type Batch,
  type BatchWithEntries,
} from '@parish/shared-types';
import {
  ErrorState,
  PageHeader,
  QueryStates,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useFormat,
  NotFoundPage,
  usePageMeta,
  useSchemaForm,
  useSpecMessage,
} from '@parish/shared-web';
import { DASHBOARD_PATH, dashboardState } from '../../../lib/dashboardNavigation';
import { useT } from '../../../lib/i18n';
import { BATCH_READS, commitBatch, saveBatch, useBatch, useOpenFunds } from '../api/batches';
import { centsFromDollars, dollarsFromCents } from '../lib/batchMoney';
import { BatchEntries } from './BatchEntries';
import { BatchEntryForm } from './BatchEntryForm';

/**
 * A batch's own page (docs/batches.md), made for a treasurer's evening at
 * the keyboard: the row that adds a gift, the entries below it, and always
 * in view the entries' sum, the counted total (changed here while the batch
 * is open) and the difference; Commit once they agree. A committed batch
 * is read-only: each gift offers Reverse.
 */
export default function BatchPage() {
  const { id } = useParams();
  const batchId = Number(id);
  if (!Number.isInteger(batchId) || batchId < 1) return <NotFoundPage />;
  return <BatchScreen batchId={batchId} />;
}

function BatchScreen({ batchId }: { batchId: number }) {
  const t = useT();
  const say = useSpecMessage();
  const format = useFormat();
  const batch = useBatch(batchId);
  const title =
    batch.status === 'success'
      ? t('admin.giving.batch.title', {
          kind: say(BATCH_KIND_LABELS[batch.data.kind]),
          date: format.date(batch.data.batch_date),
        })
      : t('admin.giving.batch.titleLoading');
  usePageMeta({ title, description: t('admin.giving.batch.description') });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Link
        component={RouterLink}
        to={DASHBOARD_PATH}
        state={dashboardState('batches')}
        sx={{ display: 'inline-block', mb: 2 }}
      >
        {t('admin.giving.batch.back')}
      </Link>
      <PageHeader title={title} />
      <QueryStates
        query={batch}
        loading={t('admin.giving.batch.loading')}
        failed={t('admin.giving.batch.loadError')}
      >
        {(loaded) => <BatchBody batch={loaded} />}
      </QueryStates>
    </Container>
  );
}

function BatchBody({ batch }: { batch: BatchWithEntries }) {
  const t = useT();
  const format = useFormat();
  const open = batch.committed_at === null;
  const funds = useOpenFunds();
  return (
    <>
      {batch.note && <Typography sx={{ mb: 2 }}>{batch.note}</Typography>}
      <Typography sx={{ mb: 2 }} role="status">
        {open
          ? t('admin.giving.batch.status.open')
          : t('admin.giving.batch.status.committed', {
              date: format.dateTime(batch.committed_at ?? ''),
            })}
      </Typography>
      {/* Always in view while the entries scroll by: the sums and Commit. */}
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          mb: 3,
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
        }}
      >
        <BatchTotals batch={batch} />
      </Paper>
      {open && funds.status === 'success' && (
        <BatchEntryForm batchId={batch.id} funds={funds.data} />
      )}
      {open && funds.status === 'error' && (
        <ErrorState message={t('admin.giving.batch.fundsError')} onRetry={funds.reload} />
      )}
      <BatchEntries batch={batch} />
    </>
  );
}

type TotalsValues = {
  batch_date: string;
  kind: Batch['kind'];
  note: string;
  counted_total_cents: string;
};

/**
 * The entries' sum, the counted total and the difference. The counted total
 * is a form: Save keeps it, Commit keeps it and commits; the API's refusal
 * (the difference in money) shows at the counted total.
 */
function BatchTotals({ batch }: { batch: BatchWithEntries }) {
  const t = useT();
  const format = useFormat();
  const open = batch.committed_at === null;
  // Which button sent the form: Save alone, or Save then Commit.
  const intent = useRef<'save' | 'commit'>('save');
  const form = useSchemaForm(batchInputSchema, {
    initialValues: {
      batch_date: batch.batch_date,
      kind: batch.kind,
      note: batch.note ?? '',
      counted_total_cents: dollarsFromCents(batch.counted_total_cents),
    } satisfies TotalsValues,
    toInput: (values) => ({
      ...values,
      counted_total_cents: centsFromDollars(values.counted_total_cents),
    }),
    submit: async (input) => {
      const saved = await saveBatch(batch.id, input);
      return intent.current === 'commit' ? commitBatch(batch.id) : saved;
    },
    failureMessage: t('admin.giving.batch.totals.failed'),
    successNotice: (saved) =>
      t(saved.committed_at ? 'admin.giving.batch.commit.done' : 'admin.giving.batch.totals.saved'),
    invalidates: BATCH_READS,
  });
  const money = (cents: number) => format.price(cents / 100);
  const typed = centsFromDollars(form.values.counted_total_cents);
  const counted = typeof typed === 'number' ? typed : batch.counted_total_cents;
  const entries = batch.entries_total_cents;
  const difference = counted === null ? null : counted - entries;
  const differenceText =
    difference === null
      ? t('admin.giving.batch.totals.noCounted')
      : difference === 0
        ? t('admin.giving.batch.totals.balanced')
        : difference > 0
          ? t('admin.giving.batch.totals.short', { amount: money(difference) })
          : t('admin.giving.batch.totals.over', { amount: money(-difference) });

  const figures = (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Figure label={t('admin.giving.batch.totals.entries')} value={money(entries)} />
      {!open && counted !== null && (
        <Figure label={t('admin.giving.batch.totals.counted')} value={money(counted)} />
      )}
      {batch.reversed_cents !== 0 && (
        <Figure
          label={t('admin.giving.batch.totals.reversed')}
          value={money(batch.reversed_cents)}
        />
      )}
      <Figure label={t('admin.giving.batch.totals.difference')} value={differenceText} live />
    </Stack>
  );
  if (!open) return figures;

  return (
    <SchemaForm form={form} ariaLabel={t('admin.giving.batch.totals.form')}>
      <Stack spacing={2}>
        {figures}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ flex: { sm: '0 1 280px' } }}>
            <SchemaField
              form={form}
              name="counted_total_cents"
              kind="money"
              label={t('admin.giving.batch.totals.counted')}
              hint={t('admin.giving.batch.totals.countedHint')}
              size="small"
            />
          </Box>
          <SubmitButton
            form={form}
            variant="outlined"
            busyLabel={t('admin.giving.batch.totals.busy')}
            onClick={() => (intent.current = 'save')}
          >
            {t('admin.giving.batch.totals.save')}
          </SubmitButton>
          <Button
            variant="contained"
            disabled={form.busy}
            onClick={() => {
              intent.current = 'commit';
              void form.submit().finally(() => (intent.current = 'save'));
            }}
          >
            {t('admin.giving.batch.commit.label')}
          </Button>
        </Stack>
      </Stack>
    </SchemaForm>
  );
}

function Figure({ label, value, live }: { label: string; value: string; live?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        {...(live && { 'aria-live': 'polite' as const, 'aria-atomic': true })}
      >
        {value}
      </Typography>
    </Box>
  );
}
