import type { PaymentsConfig } from '../../../../config';
import { payPalOrderProvider } from './paypal';
import { sandboxCardProvider, sandboxPayPalProvider, sandboxSubscriptionProvider } from './sandbox';
import { stripeCardProvider, stripeSubscriptionProvider } from './stripe';
import type { CardCheckoutProvider, PayPalOrderProvider, SubscriptionProvider } from './types';

/**
 * Who takes each method. The sandbox is the whole site's mode
 * (`PAYMENTS_SANDBOX`), never a stand-in for a provider without keys: off,
 * a method without its provider is null and not offered.
 */
export interface PaymentProviders {
  /** Card checkouts: the sandbox in sandbox mode, else Stripe when STRIPE_SECRET_KEY is set. */
  card: CardCheckoutProvider | null;
  /** PayPal orders: the sandbox in sandbox mode, else PayPal when both credentials are set. */
  paypal: PayPalOrderProvider | null;
  /**
   * Recurring gifts' subscriptions, by the provider that charges them. The
   * sandbox's only records a donor's changes, so gifts set up in sandbox
   * mode stay manageable on My Giving after the site goes live.
   */
  subscriptions: { stripe: SubscriptionProvider | null; sandbox: SubscriptionProvider };
}

export function selectProviders(config: PaymentsConfig): PaymentProviders {
  const live = !config.sandbox;
  return {
    card: live ? config.stripe && stripeCardProvider(config.stripe) : sandboxCardProvider(),
    paypal: live ? config.paypal && payPalOrderProvider(config.paypal) : sandboxPayPalProvider(),
    subscriptions: {
      stripe: config.stripe ? stripeSubscriptionProvider(config.stripe) : null,
      sandbox: sandboxSubscriptionProvider(),
    },
  };
}
