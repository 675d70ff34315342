import { Box, Stack, Typography } from '@mui/material';
import type { Product } from '@parish/shared-types';
import { formatPrice } from '@parish/shared-web';
import { PaymentDialog } from '@parish/shared-web/payments';
import { PURCHASE_THANKS_MESSAGE, SHOP_PAYMENT_MESSAGES } from '../../../lib/checkoutMessages';
import { useThankAndShowReceipt } from '../../../lib/useThankAndShowReceipt';
import { captureProductOrder, createProductOrder, startProductCheckout } from '../api/shopCheckout';

/**
 * Spec: 'Complete Your Purchase', the item and a choice of card or PayPal.
 * Card goes to the checkout the API opens and returns to /success; PayPal
 * is captured here, then the visitor goes to /success with its receipt.
 */
export function PurchaseDialog({
  product,
  onClose,
}: {
  product: Product | null;
  onClose: () => void;
}) {
  const thankAndShowReceipt = useThankAndShowReceipt(PURCHASE_THANKS_MESSAGE);

  return (
    <PaymentDialog
      open={product !== null}
      onClose={onClose}
      title="Complete Your Purchase"
      summary={product && <PurchaseSummary product={product} />}
      startCardCheckout={() => startProductCheckout(requireProduct(product))}
      createPayPalOrder={() => createProductOrder(requireProduct(product))}
      capturePayPalOrder={captureProductOrder}
      onPaid={thankAndShowReceipt}
      messages={SHOP_PAYMENT_MESSAGES}
    />
  );
}

/** The dialog's calls run only while it is open, which is while a product is chosen. */
function requireProduct(product: Product | null): Product {
  if (!product) throw new Error('No item is being bought.');
  return product;
}

function PurchaseSummary({ product }: { product: Product }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        src={product.image}
        alt=""
        sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
      <Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {product.title}
        </Typography>
        <Typography variant="body2">
          Price: <strong>{formatPrice(product.price)}</strong>
        </Typography>
      </Box>
    </Stack>
  );
}
