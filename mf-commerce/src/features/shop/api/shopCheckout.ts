import type {
  CapturedOrder,
  CheckoutSession,
  Product,
  PurchasedProductPayload,
  PayPalOrder,
  ReceiptContact,
} from '@parish/shared-types';
import { api } from '../../../lib/api';

/**
 * The item as spec §7's shop sends it (name, price, description), with its
 * id so the server finds it for certain. The server charges its own price:
 * the one sent here is never trusted.
 */
function purchased(product: Product): PurchasedProductPayload {
  return {
    id: product.id,
    name: product.title,
    price: product.price,
    description: product.description,
  };
}

/** Who the API mails the receipt to. */
function receiptTo(payer: ReceiptContact) {
  return { payer_name: payer.payer_name, payer_email: payer.payer_email };
}

/** `POST /api/checkout/create-checkout-session`: a card checkout of one item, its receipt mailed to `payer`. */
export function startProductCheckout(
  product: Product,
  payer: ReceiptContact,
): Promise<CheckoutSession> {
  return api.payments.createCheckoutSession({ product: purchased(product), ...receiptTo(payer) });
}

/** `POST /api/config/create-order`: a PayPal order for one item, priced by the server, its receipt mailed to `payer`. */
export function createProductOrder(product: Product, payer: ReceiptContact): Promise<PayPalOrder> {
  return api.payments.createOrder({ product: purchased(product), ...receiptTo(payer) });
}

/** `POST /config/capture-order`: the shop's capture, at spec §7's path without `/api`. */
export function captureProductOrder(orderID: string): Promise<CapturedOrder> {
  return api.payments.captureShopOrder({ orderID });
}
