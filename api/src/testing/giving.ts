/**
 * Gifts made the way a donor makes them, through the payments sandbox: the
 * donate call starts a checkout, and the sandbox's page is answered as the
 * payer would (Approve or Cancel).
 */
import { apiPaths, type CheckoutSession, type Payment } from '@parish/shared-types';
import type { TestApp } from './app';
import { paymentByReference } from './reads';

/** The sandbox checkout page's form, sent with Approve or Cancel. */
export function answerSandboxCheckout(t: TestApp, sessionId: string, action: 'approve' | 'cancel') {
  return t.inject({
    method: 'POST',
    url: apiPaths.sandboxCheckout(sessionId),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

/**
 * A gift (`gift`: the donate call's body) started and, unless `approve` is
 * false, paid in the sandbox: its checkout session.
 */
export async function giveInSandbox(
  t: TestApp,
  gift: Record<string, unknown>,
  { recurring = false, approve = true }: { recurring?: boolean; approve?: boolean } = {},
): Promise<CheckoutSession> {
  const started = await t.inject({
    method: 'POST',
    url: recurring ? apiPaths.recurringDonate : apiPaths.donate,
    payload: gift,
  });
  const session = started.json<CheckoutSession>();
  if (approve) await answerSandboxCheckout(t, session.id, 'approve');
  return session;
}

/** A recurring gift set up in the sandbox (paid unless told): its first payment. */
export async function recurringGiftInSandbox(
  t: TestApp,
  gift: Record<string, unknown>,
  { approve = true }: { approve?: boolean } = {},
): Promise<Payment> {
  const session = await giveInSandbox(t, gift, { recurring: true, approve });
  const first = await paymentByReference(t, session.id);
  if (!first?.recurring_gift_id) throw new Error('no recurring gift');
  return first;
}
