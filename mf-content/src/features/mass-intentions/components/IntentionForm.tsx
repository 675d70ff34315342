import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import {
  massIntentionRequestSchema,
  type MassIntentionReceipt,
  type MassIntentionRequest,
} from '@parish/shared-types/intentions';
import {
  describeApiError,
  ErrorState,
  LoadingState,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useFormat,
  useSchemaForm,
} from '@parish/shared-web';
import { requestIntention, useIntentionDay } from '../api/intentions';
import { useT } from '../lib/i18n';
import { DayMasses } from './DayMasses';
import { useMassName } from './useMassName';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type IntentionFormApi = ReturnType<typeof useIntentionForm>;

/** A hold still this long from its end is offered again rather than a second one taken. */
const REUSE_MARGIN_MS = 60_000;

/** The same request as the one held, its hold not about to end. */
function stillHeld(
  last: { input: MassIntentionRequest; receipt: MassIntentionReceipt } | null,
  input: MassIntentionRequest,
): MassIntentionReceipt | null {
  if (!last?.receipt.expires_at) return null;
  const same = (Object.keys(input) as (keyof MassIntentionRequest)[]).every(
    (name) => last.input[name] === input[name],
  );
  const open = Date.parse(last.receipt.expires_at) - Date.now() > REUSE_MARGIN_MS;
  return same && open ? last.receipt : null;
}

function useIntentionForm(onHeld: (receipt: MassIntentionReceipt) => void, reloadDay: () => void) {
  const t = useT();
  // The visitor who closes the payment and sends the same request again pays for the Mass
  // already held for them, rather than holding a second slot (and finding the Mass full).
  const last = useRef<{ input: MassIntentionRequest; receipt: MassIntentionReceipt } | null>(null);
  return useSchemaForm(massIntentionRequestSchema, {
    initialValues: {
      date: '',
      mass: '',
      intention: '',
      requested_by: '',
      email: '',
      publish: false,
    },
    submit: async (value) => {
      const held = stillHeld(last.current, value);
      if (held) return held;
      try {
        const receipt = await requestIntention(value);
        last.current = { input: value, receipt };
        return receipt;
      } catch (error) {
        // Taken meanwhile (or cancelled): the day's room is shown afresh beside the message.
        reloadDay();
        throw error;
      }
    },
    failureMessage: t('content.massIntentions.failed'),
    // The day's room is read again when the form is shown next.
    invalidates: [],
    onSuccess: onHeld,
  });
}

/** The day's Masses and the choice of those with room, once a date is chosen. */
function MassChoice({
  form,
  date,
  reloadRef,
}: {
  form: IntentionFormApi;
  date: string;
  reloadRef: { current: () => void };
}) {
  const t = useT();
  const format = useFormat();
  const nameOf = useMassName();
  const day = useIntentionDay(date);
  // The form reads the day again when the Mass was taken meanwhile.
  useEffect(() => {
    reloadRef.current = day.reload;
  }, [reloadRef, day.reload]);
  if (day.status === 'loading')
    return <LoadingState label={t('content.massIntentions.masses.loading')} />;
  if (day.status === 'error') {
    return (
      <ErrorState
        message={describeApiError(day.error, t('content.massIntentions.masses.failed'))}
        onRetry={day.reload}
      />
    );
  }
  const open = day.data.masses.filter((mass) => mass.available > 0);
  return (
    <>
      <Typography sx={{ mt: 1 }}>
        {t('content.massIntentions.offering', { amount: format.price(day.data.offering) })}
      </Typography>
      <DayMasses date={date} masses={day.data.masses} />
      {day.data.masses.length > 0 && (
        <SchemaField
          form={form}
          name="mass"
          kind="select"
          label={t('content.massIntentions.field.mass')}
          placeholder={t('content.massIntentions.field.mass.choose')}
          options={open.map((mass) => ({ value: mass.mass, label: nameOf(mass) }))}
        />
      )}
    </>
  );
}

/**
 * The request: a date, one of its Masses with room, the intention, who asks
 * and where to write, and whether it may be published. Sent, the Mass is
 * held while the offering is paid (`onHeld`).
 */
export function IntentionForm({ onHeld }: { onHeld: (receipt: MassIntentionReceipt) => void }) {
  const t = useT();
  const reloadRef = useRef<() => void>(() => {});
  const form = useIntentionForm(onHeld, () => reloadRef.current());
  const date = String(form.valueOf('date') ?? '');
  const chosenDate = ISO_DATE.test(date) ? date : '';
  // Another date, other Masses: the Mass chosen for the last one goes.
  const [dateOfMass, setDateOfMass] = useState(chosenDate);
  if (dateOfMass !== chosenDate) {
    setDateOfMass(chosenDate);
    if (form.valueOf('mass')) form.setValue('mass', '');
  }

  return (
    <SchemaForm form={form} ariaLabel={t('content.massIntentions.title')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SchemaField
          form={form}
          name="date"
          kind="date"
          label={t('content.massIntentions.field.date')}
        />
        {chosenDate ? (
          <MassChoice form={form} date={chosenDate} reloadRef={reloadRef} />
        ) : (
          <Typography color="text.secondary">{t('content.massIntentions.chooseDate')}</Typography>
        )}
        <SchemaField
          form={form}
          name="intention"
          kind="multiline"
          rows={2}
          label={t('content.massIntentions.field.intention')}
          hint={t('content.massIntentions.field.intention.hint')}
        />
        <SchemaField
          form={form}
          name="requested_by"
          kind="text"
          autoComplete="name"
          label={t('content.massIntentions.field.requestedBy')}
        />
        <SchemaField
          form={form}
          name="email"
          kind="email"
          autoComplete="email"
          label={t('content.massIntentions.field.email')}
        />
        <SchemaField
          form={form}
          name="publish"
          kind="checkbox"
          label={t('content.massIntentions.field.publish')}
        />
        <SubmitButton form={form} busyLabel={t('content.massIntentions.submit.busy')} size="large">
          {t('content.massIntentions.submit')}
        </SubmitButton>
      </Box>
    </SchemaForm>
  );
}
