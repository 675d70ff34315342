import { randomBytes } from 'node:crypto';
import { apiPaths } from '@parish/shared-types';
import type {
  CardCheckoutProvider,
  OrderCapture,
  PayPalOrderProvider,
  SubscriptionProvider,
} from './types';

const randomId = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * The built-in provider used when no provider keys are set, so the whole
 * site works offline. It moves no money. Its card checkout is a page this
 * API serves (see sandbox-routes.ts), where the visitor approves or cancels;
 * its PayPal orders are captured on request. Every state lives in the
 * payments table, so any API instance can serve any step.
 */
export function sandboxCardProvider(): CardCheckoutProvider {
  return {
    name: 'sandbox',
    async createCheckoutSession(request) {
      const id = `cs_sandbox_${randomId(16)}`;
      return { id, url: `${request.apiOrigin}${apiPaths.sandboxCheckout(id)}` };
    },
  };
}

export function sandboxPayPalProvider(): PayPalOrderProvider {
  return {
    name: 'sandbox',
    async createOrder() {
      return { id: `SANDBOX-${randomId(8).toUpperCase()}` };
    },
    async captureOrder(): Promise<OrderCapture> {
      // Approval happens in PayPal's window in real life; the sandbox has none to wait for.
      return { status: 'COMPLETED', amountCents: null, currency: null };
    },
  };
}

/**
 * The sandbox's recurring gifts are charged only when an administrator
 * simulates a renewal, which reads the gift's recorded terms and state: there
 * is nothing to tell a provider.
 */
export function sandboxSubscriptionProvider(): SubscriptionProvider {
  const recordedOnly = async () => undefined;
  return {
    name: 'sandbox',
    changeSubscription: recordedOnly,
    pauseSubscription: recordedOnly,
    resumeSubscription: recordedOnly,
    cancelSubscription: recordedOnly,
  };
}
