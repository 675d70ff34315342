import type {
  CapturedOrder,
  CheckoutSession,
  Product,
  PurchasedProductPayload,
  PayPalOrder,
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

/** `POST /api/checkout/create-checkout-session`: a card checkout of one item. */
export function startProductCheckout(product: Product): Promise<CheckoutSession> {
  return api.payments.createCheckoutSession({ product: purchased(product) });
}

/** `POST /api/config/create-order`: a PayPal order for one item, priced by the server. */
export function createProductOrder(product: Product): Promise<PayPalOrder> {
  return api.payments.createOrder({ product: purchased(product) });
}

/** `POST /config/capture-order`: the shop's capture, at spec §7's path without `/api`. */
export function captureProductOrder(orderID: string): Promise<CapturedOrder> {
  return api.payments.captureShopOrder({ orderID });
}
