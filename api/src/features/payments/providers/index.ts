import type { PaymentsConfig } from '../../../config';
import { payPalOrderProvider } from './paypal';
import { sandboxCardProvider, sandboxPayPalProvider, sandboxSubscriptionProvider } from './sandbox';
import { stripeCardProvider, stripeSubscriptionProvider } from './stripe';
import type { CardCheckoutProvider, PayPalOrderProvider, SubscriptionProvider } from './types';

export interface PaymentProviders {
  /** Card checkouts: Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
  card: CardCheckoutProvider;
  /** PayPal orders: PayPal when both PayPal credentials are set, else the sandbox. */
  paypal: PayPalOrderProvider;
  /** Recurring gifts' subscriptions, by the provider that charges them. */
  subscriptions: { stripe: SubscriptionProvider | null; sandbox: SubscriptionProvider };
}

export function selectProviders(config: PaymentsConfig): PaymentProviders {
  return {
    card: config.stripe ? stripeCardProvider(config.stripe) : sandboxCardProvider(),
    paypal: config.paypal ? payPalOrderProvider(config.paypal) : sandboxPayPalProvider(),
    subscriptions: {
      stripe: config.stripe ? stripeSubscriptionProvider(config.stripe) : null,
      sandbox: sandboxSubscriptionProvider(),
    },
  };
}
