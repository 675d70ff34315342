import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Container, Typography } from '@mui/material';
import {
  CHECKOUT_CANCELLED,
  CHECKOUT_RETURN_PARAM,
  SUCCESS_SESSION_PARAM,
} from '@parish/shared-types';
import { type MassIntentionReceipt } from '@parish/shared-types/intentions';
import { ErrorState, LoadingState, PageHeader, useFormat, usePageMeta } from '@parish/shared-web';
import { PaymentDialog } from '@parish/shared-web/payments';
import {
  captureIntentionOrder,
  createIntentionOrder,
  startIntentionCheckout,
  useOfferingReceipt,
} from '../api/intentions';
import { useT } from '../lib/i18n';
import { IntentionForm } from './IntentionForm';

/** Said once the offering is in: by PayPal here, by card on the way back from its checkout. */
function Received() {
  const t = useT();
  return (
    <Alert severity="success" role="status" sx={{ my: 3 }}>
      <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
        {t('content.massIntentions.done.heading')}
      </Typography>
      <Typography>{t('content.massIntentions.done.text')}</Typography>
      <Button component={RouterLink} to="." sx={{ mt: 1, px: 0 }}>
        {t('content.massIntentions.done.another')}
      </Button>
    </Alert>
  );
}

/** Back from a card checkout (`?session_id=`): the payment's receipt says it is in. */
function CardReturn({ reference }: { reference: string }) {
  const t = useT();
  const receipt = useOfferingReceipt(reference);
  if (receipt.status === 'loading')
    return <LoadingState label={t('content.massIntentions.done.loading')} />;
  if (receipt.status === 'error' || receipt.data.purpose !== 'intention') {
    return <ErrorState message={t('content.massIntentions.done.failed')} />;
  }
  return <Received />;
}

/**
 * /mass-intentions (issue 38): a visitor asks for a Mass to be offered for
 * an intention, on a date and at a Mass that still has room, and pays the
 * suggested offering by card or PayPal while the Mass is held for them.
 */
export default function MassIntentionsPage() {
  const t = useT();
  const format = useFormat();
  usePageMeta({
    title: t('content.massIntentions.title'),
    description: t('content.massIntentions.description'),
  });
  const [search] = useSearchParams();
  const reference = search.get(SUCCESS_SESSION_PARAM);
  const cancelled = search.get(CHECKOUT_RETURN_PARAM) === CHECKOUT_CANCELLED;
  const [held, setHeld] = useState<MassIntentionReceipt | null>(null);
  const [paid, setPaid] = useState(false);
  const problem = t('content.massIntentions.payment.problem');

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader
        title={t('content.massIntentions.title')}
        subtitle={t('content.massIntentions.subtitle')}
      />
      {reference ? (
        <CardReturn reference={reference} />
      ) : paid ? (
        <Received />
      ) : (
        <>
          {cancelled && (
            <Alert severity="info" sx={{ mb: 3 }}>
              {t('content.massIntentions.cancelled')}
            </Alert>
          )}
          <IntentionForm onHeld={setHeld} />
        </>
      )}
      {held && !paid && (
        <PaymentDialog
          open
          onClose={() => setHeld(null)}
          title={t('content.massIntentions.payment.title')}
          summary={
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {held.intention}
              </Typography>
              <Typography>
                {format.date(held.date)} · {format.price(held.amount)}
              </Typography>
            </>
          }
          startCardCheckout={() => startIntentionCheckout(held.id)}
          createPayPalOrder={() => createIntentionOrder(held.id)}
          capturePayPalOrder={captureIntentionOrder}
          onPaid={() => setPaid(true)}
          messages={{ cardFailed: problem, paypalFailed: problem }}
          note={t('content.massIntentions.payment.held')}
        />
      )}
    </Container>
  );
}
