import type { PaymentsConfig } from '../../../config';
import { payPalOrderProvider } from './paypal';
import { sandboxCardProvider, sandboxPayPalProvider } from './sandbox';
import { stripeCardProvider } from './stripe';
import type { CardCheckoutProvider, PayPalOrderProvider } from './types';

export interface PaymentProviders {
  /** Card checkouts: Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
  card: CardCheckoutProvider;
  /** PayPal orders: PayPal when both PayPal credentials are set, else the sandbox. */
  paypal: PayPalOrderProvider;
}

export function selectProviders(config: PaymentsConfig): PaymentProviders {
  return {
    card: config.stripe ? stripeCardProvider(config.stripe) : sandboxCardProvider(),
    paypal: config.paypal ? payPalOrderProvider(config.paypal) : sandboxPayPalProvider(),
  };
}
