import { useId, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import {
  apiPaths,
  fundLabel,
  RECURRING_GIFT_CHANGE_NOTICES,
  RECURRING_GIFT_PLANS,
  recurringGiftChangeInputSchema,
  type DonorRecurringGift,
  type MyGiving,
  type RecurringGiftStatus,
} from '@parish/shared-types';
import {
  formatDate,
  formatPrice,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useApiMutation,
  useSchemaForm,
} from '@parish/shared-web';
import { changeRecurringGift, stepRecurringGift, type RecurringGiftStep } from '../api/myGiving';
import { CANCEL_CONFIRM_MESSAGE, RECURRING_FAILED_MESSAGE } from '../lib/myGivingCopy';

/** Each change answers the donor's giving as it now stands: the page shows it as it is. */
const MY_GIVING_ANSWER = { path: apiPaths.myGiving, data: (myGiving: MyGiving) => myGiving };

const STATUS_LABELS: Record<RecurringGiftStatus, string> = {
  pending: 'Starting',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

const FREQUENCY_OPTIONS = RECURRING_GIFT_PLANS.map((plan) => ({
  value: plan.priceId,
  label: plan.label,
}));

const STEP_NOTICES = {
  pause: RECURRING_GIFT_CHANGE_NOTICES.paused,
  resume: RECURRING_GIFT_CHANGE_NOTICES.resumed,
  cancel: RECURRING_GIFT_CHANGE_NOTICES.cancelled,
} as const;

const describeGift = (gift: DonorRecurringGift) =>
  `${gift.frequency} gift of ${formatPrice(gift.amount)}`;

/** The amount and frequency of one recurring gift, validated as at the first gift. */
function ChangeForm({ gift, onDone }: { gift: DonorRecurringGift; onDone: () => void }) {
  const form = useSchemaForm(recurringGiftChangeInputSchema, {
    initialValues: { priceId: gift.price_id, amount: String(gift.amount) },
    submit: (input) => changeRecurringGift(gift.id, input),
    failureMessage: RECURRING_FAILED_MESSAGE,
    successNotice: RECURRING_GIFT_CHANGE_NOTICES.changed,
    answers: MY_GIVING_ANSWER,
    onSuccess: onDone,
  });
  return (
    <SchemaForm form={form} ariaLabel={`Change your ${describeGift(gift)}`}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SchemaField
          form={form}
          name="priceId"
          kind="select"
          label="How often?"
          options={FREQUENCY_OPTIONS}
        />
        <SchemaField
          form={form}
          name="amount"
          kind="integer"
          label="Amount (whole dollars)"
          hint={
            gift.processing_fee > 0
              ? 'The processing fee you cover follows the new amount.'
              : undefined
          }
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone} disabled={form.busy}>
            Keep as is
          </Button>
          <SubmitButton form={form} busyLabel="Saving...">
            Save change
          </SubmitButton>
        </Stack>
      </Stack>
    </SchemaForm>
  );
}

function RecurringGiftCard({ gift }: { gift: DonorRecurringGift }) {
  const headingId = useId();
  const [changing, setChanging] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const step = useApiMutation(stepRecurringGift, {
    failureMessage: RECURRING_FAILED_MESSAGE,
    failureNotice: true,
    successNotice: (_data, input) => STEP_NOTICES[input.step],
    answers: MY_GIVING_ANSWER,
  });
  const run = (which: RecurringGiftStep) => {
    setConfirmingCancel(false);
    void step.mutate({ id: gift.id, step: which });
  };
  const funds = gift.funds.map((share) => fundLabel(share.fund)).join(', ');
  const live = gift.status === 'active' || gift.status === 'paused';
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3">
          {describeGift(gift)}
        </Typography>
        <Typography color="text.secondary">
          {STATUS_LABELS[gift.status]}
          {funds && ` · ${funds}`}
          {gift.processing_fee > 0 && ` · covers the ${formatPrice(gift.processing_fee)} fee`}
        </Typography>
        {gift.next_gift_on && (
          <Typography>Next gift: {formatDate(`${gift.next_gift_on}T12:00:00Z`)}</Typography>
        )}
        {live && !changing && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            {gift.status === 'active' && (
              <Button variant="outlined" onClick={() => setChanging(true)} disabled={step.busy}>
                Change amount or frequency
              </Button>
            )}
            {gift.status === 'active' ? (
              <Button variant="outlined" onClick={() => run('pause')} disabled={step.busy}>
                Pause
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => run('resume')} disabled={step.busy}>
                Resume
              </Button>
            )}
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirmingCancel(true)}
              disabled={step.busy}
            >
              Cancel gift
            </Button>
          </Stack>
        )}
        {changing && (
          <Box sx={{ mt: 2 }}>
            <ChangeForm gift={gift} onDone={() => setChanging(false)} />
          </Box>
        )}
      </CardContent>
      <Dialog open={confirmingCancel} onClose={() => setConfirmingCancel(false)}>
        <DialogTitle>Cancel your {describeGift(gift).toLowerCase()}?</DialogTitle>
        <DialogContent>
          <DialogContentText>{CANCEL_CONFIRM_MESSAGE}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingCancel(false)}>Keep it</Button>
          <Button color="error" variant="contained" onClick={() => run('cancel')}>
            Cancel gift
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** The donor's recurring gifts: change, pause, resume or cancel each, confirmed by mail. */
export function RecurringGifts({ gifts }: { gifts: readonly DonorRecurringGift[] }) {
  const headingId = useId();
  if (gifts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
        Recurring gifts
      </Typography>
      <Stack spacing={2}>
        {gifts.map((gift) => (
          <RecurringGiftCard key={gift.id} gift={gift} />
        ))}
      </Stack>
    </Box>
  );
}
