import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  BATCH_METHOD_LABELS,
  batchReversalInputSchema,
  type BatchEntry,
  type BatchWithEntries,
} from '@parish/shared-types';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  useApiMutation,
  useFormat,
  useSchemaForm,
  useSpecMessage,
} from '@parish/shared-web';
import { useT } from '../../../lib/i18n';
import { CARDS_ON_PHONE } from '../../../resources/components/ResourceTable';
import { BATCH_READS, removeBatchEntry, reverseBatchEntry } from '../api/batches';

/**
 * A batch's entries in the order entered: donor, amount, fund(s), method
 * and check number. While the batch is open a mistyped entry is removed;
 * once it is committed an entry is reversed (the dialog asks why). On a
 * phone each entry is a card.
 */
export function BatchEntries({ batch }: { batch: BatchWithEntries }) {
  const t = useT();
  const say = useSpecMessage();
  const format = useFormat();
  const [reversing, setReversing] = useState<BatchEntry | null>(null);
  const remove = useApiMutation((entry: BatchEntry) => removeBatchEntry(batch.id, entry.id), {
    failureMessage: t('admin.giving.batch.entries.removeFailed'),
    failureNotice: true,
    successNotice: t('admin.giving.batch.entries.removed'),
    invalidates: BATCH_READS,
  });
  const open = batch.committed_at === null;
  const money = (cents: number) => format.price(cents / 100);
  const donorOf = (entry: BatchEntry) =>
    entry.donor_name ?? t('admin.giving.batch.entries.anonymous');
  const columns = {
    donor: t('admin.giving.batch.entries.columns.donor'),
    amount: t('admin.giving.batch.entries.columns.amount'),
    funds: t('admin.giving.batch.entries.columns.funds'),
    method: t('admin.giving.batch.entries.columns.method'),
    check: t('admin.giving.batch.entries.columns.checkNumber'),
    actions: t('admin.giving.batch.entries.columns.actions'),
  };
  const heading = t('admin.giving.batch.entries.heading', { count: batch.entries.length });

  return (
    <Box component="section" aria-labelledby="batch-entries-heading" sx={{ mt: 4 }}>
      <Typography id="batch-entries-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {batch.entries.length === 0 ? (
        <Typography color="text.secondary">{t('admin.giving.batch.entries.empty')}</Typography>
      ) : (
        <Table aria-labelledby="batch-entries-heading" size="small" sx={CARDS_ON_PHONE}>
          <TableHead>
            <TableRow>
              {Object.values(columns).map((header) => (
                <TableCell key={header} component="th" scope="col">
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {batch.entries.map((entry) => {
              const label = t('admin.giving.batch.entries.entryLabel', {
                amount: money(entry.amount_cents),
                donor: donorOf(entry),
              });
              return (
                <TableRow key={entry.id}>
                  <TableCell component="th" scope="row">
                    {donorOf(entry)}
                    {entry.envelope_number && ` (#${entry.envelope_number})`}
                    {entry.reverses_entry_id !== null && (
                      <Typography variant="body2" color="text.secondary">
                        {t('admin.giving.batch.entries.reversal', { reason: entry.reason ?? '' })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell data-label={columns.amount}>{money(entry.amount_cents)}</TableCell>
                  <TableCell data-label={columns.funds}>
                    {entry.parts
                      .map((part) =>
                        entry.parts.length === 1
                          ? part.fund_name
                          : `${part.fund_name} ${money(part.amount_cents)}`,
                      )
                      .join(', ')}
                  </TableCell>
                  <TableCell data-label={columns.method}>
                    {say(BATCH_METHOD_LABELS[entry.method])}
                  </TableCell>
                  <TableCell data-label={columns.check}>{entry.check_number ?? ''}</TableCell>
                  <TableCell data-label={columns.actions}>
                    {open && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={t('admin.giving.batch.entries.removeLabel', { entry: label })}
                        disabled={remove.busy}
                        onClick={() => void remove.mutate(entry)}
                      >
                        {t('admin.giving.batch.entries.remove')}
                      </Button>
                    )}
                    {!open && entry.reversed_by_entry_id !== null && (
                      <Typography variant="body2">
                        {t('admin.giving.batch.entries.reversed')}
                      </Typography>
                    )}
                    {!open &&
                      entry.reversed_by_entry_id === null &&
                      entry.reverses_entry_id === null && (
                        <Button
                          size="small"
                          aria-label={t('admin.giving.batch.reverse.buttonLabel', { entry: label })}
                          onClick={() => setReversing(entry)}
                        >
                          {t('admin.giving.batch.reverse.label')}
                        </Button>
                      )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {reversing && (
        <ReverseDialog
          batchId={batch.id}
          entry={reversing}
          entryLabel={t('admin.giving.batch.entries.entryLabel', {
            amount: money(reversing.amount_cents),
            donor: donorOf(reversing),
          })}
          onClose={() => setReversing(null)}
        />
      )}
    </Box>
  );
}

/** Asks why a committed entry is reversed, then adds the reversing entry. */
function ReverseDialog({
  batchId,
  entry,
  entryLabel,
  onClose,
}: {
  batchId: number;
  entry: BatchEntry;
  entryLabel: string;
  onClose: () => void;
}) {
  const t = useT();
  const form = useSchemaForm(batchReversalInputSchema, {
    initialValues: { reason: '' },
    submit: (input) => reverseBatchEntry(batchId, entry.id, input),
    failureMessage: t('admin.giving.batch.reverse.failed'),
    successNotice: t('admin.giving.batch.reverse.done'),
    invalidates: BATCH_READS,
    onSuccess: onClose,
  });
  const title = t('admin.giving.batch.reverse.title', { entry: entryLabel });
  return (
    <Dialog open onClose={onClose} aria-labelledby="batch-reverse-title" fullWidth maxWidth="sm">
      <DialogTitle id="batch-reverse-title">{title}</DialogTitle>
      <SchemaForm form={form} ariaLabel={title}>
        <DialogContent>
          <SchemaField
            form={form}
            name="reason"
            kind="multiline"
            rows={2}
            label={t('admin.giving.batch.reverse.reason')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.giving.batch.reverse.cancel')}</Button>
          <SubmitButton form={form} busyLabel={t('admin.giving.batch.reverse.busy')}>
            {t('admin.giving.batch.reverse.submit')}
          </SubmitButton>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
