import type { CheckoutSession, PaymentSetup } from '@parish/shared-types';

/**
 * Sends the visitor to the card checkout the API opened: Stripe Checkout, or
 * the sandbox's page. With Stripe configured, Stripe.js is loaded from
 * Stripe's own host first, as Stripe asks (its fraud signals); Checkout
 * itself is reached through the session's URL (Stripe retired
 * `redirectToCheckout`).
 */
export async function goToCardCheckout(
  session: CheckoutSession,
  setup: PaymentSetup,
  redirect: (url: string) => void,
): Promise<void> {
  const publishableKey = setup.card?.publishableKey;
  if (setup.card?.provider === 'stripe' && publishableKey) {
    const { loadStripe } = await import('@stripe/stripe-js');
    await loadStripe(publishableKey);
  }
  redirect(session.url);
}
