import type { PaymentSetup } from '@parish/shared-types';
import type { PaymentsConfig } from '../../../config';

/**
 * What the pages need to know to take payments: never a secret. In sandbox
 * mode both methods are the sandbox's; otherwise a method without its
 * provider is null, and the pages do not offer it.
 */
export function paymentSetup(config: PaymentsConfig): PaymentSetup {
  if (config.sandbox) {
    return {
      sandbox: true,
      card: { provider: 'sandbox', publishableKey: null },
      paypal: { provider: 'sandbox', clientId: null },
      currency: 'USD',
    };
  }
  return {
    sandbox: false,
    card: config.stripe
      ? { provider: 'stripe', publishableKey: config.stripe.publishableKey }
      : null,
    paypal: config.paypal ? { provider: 'paypal', clientId: config.paypal.clientId } : null,
    currency: 'USD',
  };
}
