import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import {
  BATCH_METHODS,
  BATCH_METHOD_LABELS,
  batchEntryInputSchema,
  fundName,
  type BatchMethod,
  type Fund,
} from '@parish/shared-types';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  useFormat,
  useSchemaForm,
  useSpecMessage,
} from '@parish/shared-web';
import { useT } from '../../../lib/i18n';
import { addBatchEntry, BATCH_READS } from '../api/batches';
import { centsFromDollars } from '../lib/batchMoney';
import { DonorField, type DonorChoice } from './DonorField';

type EntryValues = {
  /** The donor combobox's choice; the schema reads the fields below it. */
  donor: DonorChoice | null;
  donor_id: string;
  envelope_number: string;
  new_donor_name: string;
  new_donor_email: string;
  amount_cents: string;
  fund: string;
  method: BatchMethod;
  check_number: string;
};

const EMPTY: EntryValues = {
  donor: null,
  donor_id: '',
  envelope_number: '',
  new_donor_name: '',
  new_donor_email: '',
  amount_cents: '',
  fund: '',
  method: 'cash',
  check_number: '',
};

/**
 * One gift of an open batch, in a row made for the keyboard: donor →
 * amount → fund → method → check number (a check's only). Enter adds it
 * (from any field) and puts the cursor back on the donor; the fund and the
 * method stay as they were, as the next envelope is most often the same.
 */
export function BatchEntryForm({ batchId, funds }: { batchId: number; funds: readonly Fund[] }) {
  const t = useT();
  const say = useSpecMessage();
  const format = useFormat();
  const donorInput = useRef<HTMLInputElement>(null);
  // Counts the gifts added, so the donor box takes the cursor after each.
  const [added, setAdded] = useState(0);
  const form = useSchemaForm(batchEntryInputSchema, {
    initialValues: EMPTY,
    toInput: (values) => ({
      ...values,
      amount_cents: centsFromDollars(values.amount_cents),
      check_number: values.method === 'check' ? values.check_number : '',
      ...(values.donor?.kind !== 'new' && { new_donor_name: '', new_donor_email: '' }),
    }),
    submit: (input) => addBatchEntry(batchId, input),
    failureMessage: t('admin.giving.batch.entry.failed'),
    successMessage: (entry) =>
      t('admin.giving.batch.entry.added', { amount: format.price(entry.amount_cents / 100) }),
    invalidates: BATCH_READS,
    onSuccess: () => {
      // The values sent: the next envelope starts empty but for its fund and method.
      form.reset({ ...EMPTY, fund: form.values.fund, method: form.values.method });
      setAdded((count) => count + 1);
    },
  });
  useEffect(() => {
    if (added > 0) donorInput.current?.focus();
  }, [added]);

  function chooseDonor(choice: DonorChoice | null) {
    form.setValues((current) => ({
      ...current,
      donor: choice,
      donor_id: choice?.kind === 'donor' ? String(choice.donor.id) : '',
      envelope_number: '',
      new_donor_name: '',
      new_donor_email: '',
    }));
  }

  // Enter on a choice (fund, method) adds the gift too, as it does in a text field.
  function enterAdds(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
      event.preventDefault();
      void form.submit();
    }
  }

  const title = t('admin.giving.batch.entry.heading');
  const isNew = form.values.donor?.kind === 'new';
  return (
    <Box component="section" aria-labelledby="batch-entry-heading" onKeyDown={enterAdds}>
      <Typography id="batch-entry-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <SchemaForm form={form} ariaLabel={title}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
        >
          <DonorField
            key={added}
            value={form.values.donor}
            onChange={chooseDonor}
            error={form.errorOf('donor_id')}
            inputRef={donorInput}
          />
          <SchemaField
            form={form}
            name="amount_cents"
            kind="money"
            label={t('admin.giving.batch.entry.amount')}
            size="small"
          />
          <SchemaField
            form={form}
            name="fund"
            kind="select"
            label={t('admin.giving.batch.entry.fund')}
            placeholder={t('admin.giving.batch.entry.fundPlaceholder')}
            options={funds.map((fund) => ({
              value: fund.key,
              label: fundName(fund, format.language),
            }))}
            size="small"
            required
          />
          <SchemaField
            form={form}
            name="method"
            kind="select"
            label={t('admin.giving.batch.entry.method')}
            options={BATCH_METHODS.map((method) => ({
              value: method,
              label: say(BATCH_METHOD_LABELS[method]),
            }))}
            size="small"
          />
          {form.values.method === 'check' && (
            <SchemaField
              form={form}
              name="check_number"
              kind="text"
              label={t('admin.giving.batch.entry.checkNumber')}
              size="small"
              required
              spellCheck={false}
            />
          )}
        </Stack>
        {isNew && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mt: 1.5 }}>
            <SchemaField
              form={form}
              name="new_donor_name"
              kind="text"
              label={t('admin.giving.batch.entry.newName')}
              size="small"
              required
            />
            <SchemaField
              form={form}
              name="new_donor_email"
              kind="email"
              label={t('admin.giving.batch.entry.newEmail')}
              size="small"
              required
            />
            <SchemaField
              form={form}
              name="envelope_number"
              kind="text"
              label={t('admin.giving.batch.entry.envelope')}
              size="small"
              spellCheck={false}
            />
          </Stack>
        )}
        <Box sx={{ mt: 1.5 }}>
          <SubmitButton form={form} busyLabel={t('admin.giving.batch.entry.busy')}>
            {t('admin.giving.batch.entry.add')}
          </SubmitButton>
        </Box>
      </SchemaForm>
    </Box>
  );
}
