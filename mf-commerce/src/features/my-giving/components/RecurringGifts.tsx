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
  fundName,
  RECURRING_GIFT_PLANS,
  recurringGiftChangeInputSchema,
  type DonorRecurringGift,
  type MyGiving,
  type RecurringGiftStatus,
} from '@parish/shared-types';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  useApiMutation,
  useFormat,
  useLanguage,
  useSchemaForm,
} from '@parish/shared-web';
import { changeRecurringGift, stepRecurringGift, type RecurringGiftStep } from '../api/myGiving';
import { FREQUENCIES, FREQUENCY_NAMES } from '../../../lib/givingTexts';
import { useT, type CommerceMessageId } from '../lib/i18n';

/** Each change answers the donor's giving as it now stands: the page shows it as it is. */
const MY_GIVING_ANSWER = { path: apiPaths.myGiving, data: (myGiving: MyGiving) => myGiving };

const STATUS_LABELS: Record<RecurringGiftStatus, CommerceMessageId> = {
  pending: 'commerce.myGiving.recurring.status.pending',
  active: 'commerce.myGiving.recurring.status.active',
  paused: 'commerce.myGiving.recurring.status.paused',
  cancelled: 'commerce.myGiving.recurring.status.cancelled',
};

/** What My Giving says after each change (a mail confirms it too). */
const STEP_NOTICES: Record<RecurringGiftStep, CommerceMessageId> = {
  pause: 'commerce.myGiving.recurring.notice.paused',
  resume: 'commerce.myGiving.recurring.notice.resumed',
  cancel: 'commerce.myGiving.recurring.notice.cancelled',
};

/** The values of the messages that name a recurring gift ('Monthly gift of $50.00'). */
function useGiftNamed(gift: DonorRecurringGift) {
  const format = useFormat();
  return { frequency: FREQUENCIES[gift.price_id], amount: format.price(gift.amount) };
}

/** The amount and frequency of one recurring gift, validated as at the first gift. */
function ChangeForm({ gift, onDone }: { gift: DonorRecurringGift; onDone: () => void }) {
  const t = useT();
  const named = useGiftNamed(gift);
  const form = useSchemaForm(recurringGiftChangeInputSchema, {
    initialValues: { priceId: gift.price_id, amount: String(gift.amount) },
    submit: (input) => changeRecurringGift(gift.id, input),
    failureMessage: t('commerce.myGiving.recurring.failed'),
    successNotice: t('commerce.myGiving.recurring.notice.changed'),
    answers: MY_GIVING_ANSWER,
    onSuccess: onDone,
  });
  return (
    <SchemaForm form={form} ariaLabel={t('commerce.myGiving.recurring.changeForm', named)}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SchemaField
          form={form}
          name="priceId"
          kind="select"
          label={t('commerce.giving.recurring.howOften')}
          options={RECURRING_GIFT_PLANS.map((plan) => ({
            value: plan.priceId,
            label: t(FREQUENCY_NAMES[FREQUENCIES[plan.priceId]]),
          }))}
        />
        <SchemaField
          form={form}
          name="amount"
          kind="integer"
          label={t('commerce.myGiving.recurring.amount')}
          hint={gift.processing_fee > 0 ? t('commerce.myGiving.recurring.feeFollows') : undefined}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone} disabled={form.busy}>
            {t('commerce.myGiving.recurring.keepAsIs')}
          </Button>
          <SubmitButton form={form} busyLabel={t('commerce.myGiving.recurring.saving')}>
            {t('commerce.myGiving.recurring.save')}
          </SubmitButton>
        </Stack>
      </Stack>
    </SchemaForm>
  );
}

function RecurringGiftCard({ gift }: { gift: DonorRecurringGift }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const named = useGiftNamed(gift);
  const headingId = useId();
  const [changing, setChanging] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const step = useApiMutation(stepRecurringGift, {
    failureMessage: t('commerce.myGiving.recurring.failed'),
    failureNotice: true,
    successNotice: (_data, input) => t(STEP_NOTICES[input.step]),
    answers: MY_GIVING_ANSWER,
  });
  const run = (which: RecurringGiftStep) => {
    setConfirmingCancel(false);
    void step.mutate({ id: gift.id, step: which });
  };
  const funds = gift.funds.map((share) => fundName(share, language)).join(', ');
  const live = gift.status === 'active' || gift.status === 'paused';
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3">
          {t('commerce.myGiving.recurring.gift', named)}
        </Typography>
        <Typography color="text.secondary">
          {t(STATUS_LABELS[gift.status])}
          {funds && ` · ${funds}`}
          {gift.processing_fee > 0 &&
            ` · ${t('commerce.myGiving.recurring.coversFee', { fee: format.price(gift.processing_fee) })}`}
        </Typography>
        {gift.next_gift_on && (
          <Typography>
            {t('commerce.myGiving.recurring.nextGift', {
              date: format.date(`${gift.next_gift_on}T12:00:00Z`),
            })}
          </Typography>
        )}
        {live && !changing && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            {gift.status === 'active' && (
              <Button variant="outlined" onClick={() => setChanging(true)} disabled={step.busy}>
                {t('commerce.myGiving.recurring.change')}
              </Button>
            )}
            {gift.status === 'active' ? (
              <Button variant="outlined" onClick={() => run('pause')} disabled={step.busy}>
                {t('commerce.myGiving.recurring.pause')}
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => run('resume')} disabled={step.busy}>
                {t('commerce.myGiving.recurring.resume')}
              </Button>
            )}
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirmingCancel(true)}
              disabled={step.busy}
            >
              {t('commerce.myGiving.recurring.cancel')}
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
        <DialogTitle>{t('commerce.myGiving.recurring.cancelTitle', named)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('commerce.myGiving.recurring.cancelConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingCancel(false)}>
            {t('commerce.myGiving.recurring.keepIt')}
          </Button>
          <Button color="error" variant="contained" onClick={() => run('cancel')}>
            {t('commerce.myGiving.recurring.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** The donor's recurring gifts: change, pause, resume or cancel each, confirmed by mail. */
export function RecurringGifts({ gifts }: { gifts: readonly DonorRecurringGift[] }) {
  const t = useT();
  const headingId = useId();
  if (gifts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
        {t('commerce.myGiving.recurring.heading')}
      </Typography>
      <Stack spacing={2}>
        {gifts.map((gift) => (
          <RecurringGiftCard key={gift.id} gift={gift} />
        ))}
      </Stack>
    </Box>
  );
}
