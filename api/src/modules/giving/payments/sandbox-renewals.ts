/**
 * The sandbox's renewals: an administrator (or a test) makes the next
 * payment of a sandbox recurring gift happen now, paid or failed, through
 * the same code as Stripe's `invoice.paid` and `invoice.payment_failed`.
 */
import { randomBytes } from 'node:crypto';
import {
  apiPaths,
  PAYMENTS_SANDBOX_OFF_MESSAGE,
  RECURRING_GIFT_CANCELLED_MESSAGE,
} from '@parish/shared-types';
import { z } from 'zod';
import { auditActor, recordAudit } from '../../platform';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { conflict, notFound } from '../../../lib/result';
import { docs } from '../../../openapi/registry';
import { findRecurringGift, fundSharesOf } from './gifts-repository';
import { paymentJson } from './json';
import { mailRenewalFailed, recordRenewal } from './renewals';
import { toPaymentJson } from './repository';

export const RECURRING_GIFT_NOT_FOUND_MESSAGE = 'Recurring gift not found';
const NOT_SANDBOX_MESSAGE = 'Only a sandbox recurring gift can be renewed here.';
const RECURRING_GIFT_PAUSED_MESSAGE = 'This recurring gift is paused by its donor.';
const NOT_STARTED_MESSAGE = 'This recurring gift has not started: its first gift is not paid.';

export const sandboxRenewalInputSchema = z.object({
  outcome: z.enum(['paid', 'failed'], { error: 'Choose paid or failed.' }),
});

export async function sandboxRenewalRoutes(app: ApiApp, { db, config, outbox }: AppContext) {
  app.post(
    apiPaths.sandboxRenewal.pattern,
    docs({
      tag: 'Payments',
      summary: 'Simulate a sandbox renewal',
      description:
        "Sandbox mode only (PAYMENTS_SANDBOX; else 404). A sandbox recurring gift's next payment, now: `paid` records a completed payment of the gift (its funds, donor and receipt mail); `failed` mails the donor a link to update the card (My Giving). The same code as Stripe's `invoice.paid` and `invoice.payment_failed`.",
      access: 'admin',
      body: sandboxRenewalInputSchema,
      example: { outcome: 'paid' },
      responses: {
        201: { description: 'Renewed: the new payment', schema: paymentJson },
        202: { description: 'Failed: the donor is mailed' },
      },
      errors: {
        404: `${RECURRING_GIFT_NOT_FOUND_MESSAGE}, or the site is not in sandbox mode`,
        409: 'Not a sandbox gift, or not started',
      },
    }),
    async (request, reply) => {
      // Only the sandbox mode's: a live site's renewals are the provider's.
      if (!config.payments.sandbox) return unwrap(notFound(PAYMENTS_SANDBOX_OFF_MESSAGE));
      const { id } = request.params as RouteParams<typeof apiPaths.sandboxRenewal>;
      const giftId = parseId(id, RECURRING_GIFT_NOT_FOUND_MESSAGE);
      const { outcome } = request.body;
      const gift = await findRecurringGift(db, giftId);
      if (!gift) return unwrap(notFound(RECURRING_GIFT_NOT_FOUND_MESSAGE));
      if (gift.provider !== 'sandbox') return unwrap(conflict(NOT_SANDBOX_MESSAGE));
      // Its donor stopped it: the sandbox takes nothing, as Stripe would not.
      if (gift.cancelledAt) return unwrap(conflict(RECURRING_GIFT_CANCELLED_MESSAGE));
      if (gift.pausedAt) return unwrap(conflict(RECURRING_GIFT_PAUSED_MESSAGE));
      const change = {
        actor: auditActor(request),
        action: 'sandbox_renewal',
        entity: 'recurring_gift',
        entityId: gift.id,
      };
      if (outcome === 'failed') {
        await mailRenewalFailed(
          db,
          outbox,
          gift,
          `${outbox.siteUrl}/my-giving`,
          request.log,
          (tx) => recordAudit(tx, { ...change, after: { outcome: 'failed' } }),
        );
        return reply.status(202).send();
      }
      const reference = `sandbox_renewal_${randomBytes(16).toString('base64url')}`;
      const row = await recordRenewal(
        db,
        outbox,
        gift,
        { reference, amountCents: gift.amountCents },
        request.log,
        (tx, payment) =>
          recordAudit(tx, {
            ...change,
            after: {
              outcome: 'paid',
              payment_id: payment.id,
              amount_cents: payment.amountCents,
              reference: payment.providerReference,
            },
          }),
      );
      if (!row) return unwrap(conflict(NOT_STARTED_MESSAGE));
      const shares = await fundSharesOf(db, [row.id]);
      return reply.status(201).send(toPaymentJson(row, shares.get(row.id)));
    },
  );
}
