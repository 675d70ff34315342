import type { PaymentSetup } from '@parish/shared-types';
import type { PaymentsConfig } from '../../config';

/** What the pages need to know to take payments: never a secret. */
export function paymentSetup(config: PaymentsConfig): PaymentSetup {
  return {
    card: config.stripe
      ? { provider: 'stripe', publishableKey: config.stripe.publishableKey }
      : { provider: 'sandbox', publishableKey: null },
    paypal: config.paypal
      ? { provider: 'paypal', clientId: config.paypal.clientId }
      : { provider: 'sandbox', clientId: null },
    currency: 'USD',
  };
}
