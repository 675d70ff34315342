import { lazy, Suspense, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import {
  apiPaths,
  type CapturedOrder,
  type CheckoutSession,
  type PaymentSetup,
  type PayPalOrder,
} from '@parish/shared-types';
import {
  ErrorState,
  LoadingState,
  useApiErrorText,
  useApiMutation,
  useLanguage,
} from '@parish/shared-web';
import { goToCardCheckout } from './cardCheckout';
import { useT } from './i18n';
import { usePaymentSetup } from './paymentSetup';

/** What a payment changes that a page shows: seats left, items in stock, the donor's gifts. */
const PAID_FOR_READS = [apiPaths.events, apiPaths.shop, apiPaths.myGiving];

const PayPalProviderButtons = lazy(() => import('./PayPalProviderButtons'));

/** What the visitor reads when a payment fails (the spec words them per page, in the page's language). */
export interface PaymentMessages {
  cardFailed: string;
  /** A PayPal capture that failed (and any PayPal failure not worded below). */
  paypalFailed: string;
  /** The PayPal order could not be created; `paypalFailed` when not given. */
  paypalOrderFailed?: string;
  /** PayPal's own buttons reported an error; `paypalFailed` when not given. */
  paypalButtonsFailed?: string;
}

export interface PaymentDialogProps {
  open: boolean;
  onClose: () => void;
  /** e.g. 'Complete Your Purchase'. */
  title: string;
  /** What is being paid for, and how much. */
  summary: ReactNode;
  /** Opens a card checkout on the API; the dialog then sends the visitor to it. */
  startCardCheckout: () => Promise<CheckoutSession>;
  /**
   * Creates the PayPal order on the API (which prices it). PayPal is offered
   * only with this and `capturePayPalOrder` (a recurring gift is card only).
   */
  createPayPalOrder?: () => Promise<PayPalOrder>;
  /** Captures an approved order on the API (the shop's own path, say). */
  capturePayPalOrder?: (orderID: string) => Promise<CapturedOrder>;
  /** PayPal's money is in (card payers come back through the checkout's return page). */
  onPaid?: (captured: CapturedOrder) => void;
  messages: PaymentMessages;
  /** Shown under the choice, e.g. how long seats stay held. */
  note?: ReactNode;
  /**
   * A step the visitor completes before choosing how to pay (the shop asks
   * who the receipt goes to): shown in place of the choice while the page
   * gives it, and left out by the page once done.
   */
  firstStep?: ReactNode;
  /**
   * Told when a payment starts and ends, so the page can hold back what
   * must not change meanwhile (a way back to `firstStep`). Keep it stable.
   */
  onBusyChange?: (busy: boolean) => void;
  /** Where a card checkout is opened; the browser's location by default. */
  redirect?: (url: string) => void;
}

type Method = 'card' | 'paypal';

/**
 * The payment step of the shop, giving and bookings: card or PayPal, a
 * processing state from the choice until the payment fails or completes,
 * and the page's own failure messages. A method is offered only when the
 * site has its provider (`GET /api/payments/setup`). In sandbox mode (the
 * demo) both run through the API's sandbox, so the whole flow works
 * offline, and the dialog says that no money moves. Its own words are in
 * the page's language (its own catalog, `paymentCatalogs`); the page's are given in it.
 */
export function PaymentDialog(props: PaymentDialogProps) {
  const t = useT();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const { onBusyChange } = props;
  const changeBusy = useCallback(
    (next: boolean) => {
      setBusy(next);
      onBusyChange?.(next);
    },
    [onBusyChange],
  );
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 2 }}>{props.summary}</Box>
        {props.open &&
          (props.firstStep ? (
            props.firstStep
          ) : (
            <PaymentChoice {...props} onBusyChange={changeBusy} />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          {t('shared-web.payment.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PaymentChoice(props: PaymentDialogProps & { onBusyChange: (busy: boolean) => void }) {
  const t = useT();
  const setup = usePaymentSetup();
  if (setup.status === 'loading') {
    return <LoadingState label={t('shared-web.payment.loadingOptions')} />;
  }
  if (setup.status === 'error') {
    return <ErrorState message={t('shared-web.payment.optionsFailed')} onRetry={setup.reload} />;
  }
  return <PaymentMethods {...props} setup={setup.data} />;
}

function PaymentMethods({
  setup,
  startCardCheckout,
  createPayPalOrder,
  capturePayPalOrder,
  onPaid,
  messages,
  note,
  redirect = (url) => window.location.assign(url),
  onBusyChange,
}: PaymentDialogProps & { setup: PaymentSetup; onBusyChange: (busy: boolean) => void }) {
  const t = useT();
  const language = useLanguage();
  const shownError = useApiErrorText();
  const groupLabelId = useId();
  const testModeId = useId();
  const [method, setMethod] = useState<Method | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [buttonsFailed, setButtonsFailed] = useState(false);

  const card = useApiMutation(
    async () => goToCardCheckout(await startCardCheckout(), setup, redirect),
    // The page is left for the checkout: nothing here is read again.
    { failureMessage: messages.cardFailed, invalidates: [], onSuccess: () => setLeaving(true) },
  );
  const cardOffered = setup.card !== null;
  // The site must take PayPal, and the page must pass its calls (a recurring gift is card only).
  const paypalOffered =
    setup.paypal !== null && createPayPalOrder !== undefined && capturePayPalOrder !== undefined;
  // Creating and capturing fail with different words on some pages (the giving page's).
  const order = useApiMutation(
    async () => {
      if (!createPayPalOrder) throw new Error('PayPal is not offered here.');
      return createPayPalOrder();
    },
    // An order not yet paid changes nothing a page shows.
    { failureMessage: messages.paypalOrderFailed ?? messages.paypalFailed, invalidates: [] },
  );
  const capture = useApiMutation(
    async (orderID: string) => {
      if (!capturePayPalOrder) throw new Error('PayPal is not offered here.');
      return capturePayPalOrder(orderID);
    },
    {
      failureMessage: messages.paypalFailed,
      invalidates: PAID_FOR_READS,
      onSuccess: (captured) => onPaid?.(captured),
    },
  );
  const processing = card.busy || order.busy || capture.busy || leaving;
  // The dialog keeps its Cancel and Escape away while a payment is under way.
  useEffect(() => onBusyChange(processing), [processing, onBusyChange]);
  const buttonsFailedMessage = messages.paypalButtonsFailed ?? messages.paypalFailed;
  const error =
    method === 'card'
      ? card.error?.message
      : method === 'paypal'
        ? (order.error?.message ??
          capture.error?.message ??
          (buttonsFailed ? buttonsFailedMessage : undefined))
        : undefined;

  function choose(next: Method) {
    setMethod(next);
    setButtonsFailed(false);
    card.reset();
    order.reset();
    capture.reset();
    if (next === 'card') void card.mutate(undefined);
  }

  /** PayPal's buttons ask for the order; a failure is shown by `order` and stops them. */
  async function createOrderForButtons(): Promise<string> {
    const created = await order.mutate(undefined);
    if (!created.ok) throw new Error(created.error.message);
    return created.data.orderID;
  }

  async function approveInSandbox() {
    const created = await order.mutate(undefined);
    if (created.ok) await capture.mutate(created.data.orderID);
  }

  if (!cardOffered && !paypalOffered) {
    return (
      <Alert severity="info" role="note">
        {t('shared-web.payment.noMethods')}
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      {setup.sandbox && (
        // A note, not an alert: it is read with the choice it describes.
        <Alert id={testModeId} severity="warning" role="note">
          {t('shared-web.payment.testMode')}
        </Alert>
      )}
      <Typography id={groupLabelId} component="h3" variant="subtitle1">
        {t('shared-web.payment.howToPay')}
      </Typography>
      <Stack
        role="group"
        aria-labelledby={groupLabelId}
        aria-describedby={setup.sandbox ? testModeId : undefined}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
      >
        {cardOffered && (
          <Button
            variant={method === 'card' ? 'contained' : 'outlined'}
            startIcon={<CreditCardOutlined aria-hidden />}
            onClick={() => choose('card')}
            disabled={processing}
            fullWidth
          >
            {t('shared-web.payment.card')}
          </Button>
        )}
        {paypalOffered && (
          <Button
            variant={method === 'paypal' ? 'contained' : 'outlined'}
            startIcon={<AccountBalanceWalletOutlined aria-hidden />}
            onClick={() => choose('paypal')}
            disabled={processing}
            fullWidth
          >
            {t('shared-web.payment.paypal')}
          </Button>
        )}
      </Stack>

      {processing && (
        <Box role="status">
          <LinearProgress aria-hidden sx={{ mb: 1 }} />
          <Typography variant="body2">
            {method === 'card'
              ? t('shared-web.payment.toCardCheckout')
              : t('shared-web.payment.processing')}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {shownError(error)}
        </Alert>
      )}

      {method === 'paypal' &&
        (setup.paypal?.provider === 'paypal' && setup.paypal.clientId ? (
          <Suspense fallback={<LoadingState label={t('shared-web.payment.loadingPayPal')} />}>
            <PayPalProviderButtons
              clientId={setup.paypal.clientId}
              language={language}
              disabled={processing}
              createOrder={createOrderForButtons}
              approve={async (orderID) => {
                await capture.mutate(orderID);
              }}
              onFailure={() => setButtonsFailed(true)}
            />
          </Suspense>
        ) : (
          <SandboxPayPal disabled={processing} onApprove={() => void approveInSandbox()} />
        ))}
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * PayPal in sandbox mode: the API's sandbox approves the order, so the same
 * create and capture calls run with no money moving.
 */
function SandboxPayPal({ disabled, onApprove }: { disabled: boolean; onApprove: () => void }) {
  const t = useT();
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('shared-web.payment.sandboxPayPal')}
      </Typography>
      <Button variant="contained" onClick={onApprove} disabled={disabled}>
        {t('shared-web.payment.sandboxApprove')}
      </Button>
    </Box>
  );
}
