import type { FastifyBaseLogger } from 'fastify';
import type { PaymentContext } from './context';
import { ProviderError } from './providers/types';
import { clearCheckoutUrl, findCancelledOpenCheckouts } from './repository';

/** How many lapsed checkouts one sweep closes at most. */
const SWEEP_BATCH = 50;

/**
 * Closes at the provider the checkouts of payments cancelled here (a
 * booking's hold lapsed), so a visitor cannot pay for seats no longer
 * held. Stripe keeps a session open at least 30 minutes, longer than a
 * hold. Runs with the hold sweep; `checkout_url` is cleared once closed.
 */
export async function expireLapsedCheckouts(
  { db, providers }: PaymentContext,
  log: FastifyBaseLogger,
): Promise<number> {
  const provider = providers.card;
  if (!provider?.expireCheckoutSession) return 0;
  const lapsed = await findCancelledOpenCheckouts(db, provider.name, SWEEP_BATCH);
  let closed = 0;
  for (const payment of lapsed) {
    try {
      await provider.expireCheckoutSession(payment.reference ?? '');
    } catch (error) {
      // 4xx: already expired or completed at the provider; nothing left to close.
      const gone =
        error instanceof ProviderError && (error.status ?? 0) >= 400 && (error.status ?? 0) < 500;
      if (!gone) {
        log.warn({ err: error, paymentId: payment.id }, 'could not close a lapsed checkout');
        continue;
      }
    }
    await clearCheckoutUrl(db, payment.id);
    closed += 1;
  }
  return closed;
}
