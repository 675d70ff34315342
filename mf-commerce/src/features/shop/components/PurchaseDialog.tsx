import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  fallbackLang,
  receiptContactSchema,
  type ShownProduct,
  type ReceiptContact,
  type ReceiptContactValues,
} from '@parish/shared-types';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
  useFormat,
  type SchemaFormState,
} from '@parish/shared-web';
import { PaymentDialog } from '@parish/shared-web/payments';
import {
  paymentMessages,
  PURCHASE_THANKS_MESSAGE,
  SHOP_PAYMENT_MESSAGES,
} from '../../../lib/checkoutMessages';
import { useT } from '../lib/i18n';
import { receiptContactFields } from '../../../lib/receiptContact';
import { useThankAndShowReceipt } from '../../../lib/useThankAndShowReceipt';
import { captureProductOrder, createProductOrder, startProductCheckout } from '../api/shopCheckout';

/**
 * Spec: 'Complete Your Purchase', the item and a choice of card or PayPal.
 * First the buyer says who the receipt goes to; then card goes to the
 * checkout the API opens and returns to /success, and PayPal is captured
 * here, then the visitor goes to /success with its receipt.
 */
export function PurchaseDialog({
  product,
  onClose,
}: {
  product: ShownProduct | null;
  onClose: () => void;
}) {
  const t = useT();
  const thankAndShowReceipt = useThankAndShowReceipt(PURCHASE_THANKS_MESSAGE);
  // Kept while the page is open: a second purchase goes straight to paying, the contact shown.
  const [payer, setPayer] = useState<ReceiptContact | null>(null);
  const [paying, setPaying] = useState(false);
  // Switching steps removes the control that had the focus: the step shown next takes it.
  const [focusStep, setFocusStep] = useState<'form' | 'payer' | null>(null);
  const focused = useCallback(() => setFocusStep(null), []);
  const contactForm = useSchemaForm(receiptContactSchema, {
    initialValues: { payer_name: '', payer_email: '' } satisfies ReceiptContactValues,
    // Nothing is sent: the contact goes with the payment call the buyer then chooses.
    submit: async (contact: ReceiptContact) => contact,
    failureMessage: t(SHOP_PAYMENT_MESSAGES.cardFailed),
    onSuccess: (contact) => {
      setPayer(contact);
      setFocusStep('payer');
    },
  });

  return (
    <PaymentDialog
      open={product !== null}
      onClose={onClose}
      title={t('commerce.purchase.title')}
      summary={
        product && (
          <Stack spacing={2}>
            <PurchaseSummary product={product} />
            {payer && (
              <PayerSummary
                payer={payer}
                onChange={() => {
                  setPayer(null);
                  setFocusStep('form');
                }}
                disabled={paying}
                takeFocus={focusStep === 'payer'}
                onFocused={focused}
              />
            )}
          </Stack>
        )
      }
      firstStep={
        payer ? undefined : (
          <ReceiptContactStep
            form={contactForm}
            takeFocus={focusStep === 'form'}
            onFocused={focused}
          />
        )
      }
      onBusyChange={setPaying}
      startCardCheckout={() => startProductCheckout(requireProduct(product), requirePayer(payer))}
      createPayPalOrder={() => createProductOrder(requireProduct(product), requirePayer(payer))}
      capturePayPalOrder={captureProductOrder}
      onPaid={thankAndShowReceipt}
      messages={paymentMessages(SHOP_PAYMENT_MESSAGES, t)}
    />
  );
}

/** The dialog's calls run only while it is open, which is while a product is chosen. */
function requireProduct(product: ShownProduct | null): ShownProduct {
  if (!product) throw new Error('No item is being bought.');
  return product;
}

/** The methods are offered only once the receipt's contact is given. */
function requirePayer(payer: ReceiptContact | null): ReceiptContact {
  if (!payer) throw new Error('No one to send the receipt to.');
  return payer;
}

function ReceiptContactStep({
  form,
  takeFocus,
  onFocused,
}: {
  form: SchemaFormState<ReceiptContactValues>;
  takeFocus: boolean;
  onFocused: () => void;
}) {
  const t = useT();
  const contact = receiptContactFields(t);
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    fields.current?.querySelector('input')?.focus();
    onFocused();
  }, [takeFocus, onFocused]);
  return (
    <SchemaForm form={form} ariaLabel={t('commerce.purchase.receiptForm')}>
      <Stack ref={fields} spacing={2}>
        <Typography component="h3" variant="subtitle1">
          {t('commerce.purchase.receiptQuestion')}
        </Typography>
        <SchemaField form={form} name="payer_name" kind="text" {...contact.name} />
        <SchemaField form={form} name="payer_email" kind="email" {...contact.email} />
        <SubmitButton
          form={form}
          busyLabel={t('commerce.purchase.continuing')}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('commerce.purchase.continue')}
        </SubmitButton>
      </Stack>
    </SchemaForm>
  );
}

/** Who the receipt goes to, with a way back to change it (not while a payment runs). */
function PayerSummary({
  payer,
  onChange,
  disabled,
  takeFocus,
  onFocused,
}: {
  payer: ReceiptContact;
  onChange: () => void;
  disabled: boolean;
  takeFocus: boolean;
  onFocused: () => void;
}) {
  const t = useT();
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    line.current?.focus();
    onFocused();
  }, [takeFocus, onFocused]);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography
        ref={line}
        tabIndex={-1}
        variant="body2"
        sx={{ overflowWrap: 'anywhere', outline: 'none' }}
      >
        {t('commerce.purchase.receiptTo', { name: payer.payer_name, email: payer.payer_email })}
      </Typography>
      <Button
        size="small"
        onClick={onChange}
        disabled={disabled}
        aria-label={t('commerce.purchase.changePayer')}
        sx={{ flexShrink: 0 }}
      >
        {t('commerce.purchase.change')}
      </Button>
    </Stack>
  );
}

function PurchaseSummary({ product }: { product: ShownProduct }) {
  const t = useT();
  const format = useFormat();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        src={product.image}
        alt=""
        sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
      <Box>
        <Typography
          variant="subtitle1"
          component="p"
          lang={fallbackLang(product, 'title')}
          sx={{ fontWeight: 600 }}
        >
          {product.title}
        </Typography>
        <Typography variant="body2">
          {t('commerce.purchase.price')} <strong>{format.price(product.price)}</strong>
        </Typography>
      </Box>
    </Stack>
  );
}
