/**
 * The receipt a completed gift or purchase mails its payer, queued in the
 * transaction that records the payment as completed. A payment without a
 * payer's address (an older page, a gift left anonymous) mails nothing.
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  pathInLanguage,
  recurringGiftPlan,
  SUCCESS_SESSION_PARAM,
  type Language,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import type { Executor } from '../../../db';
import { toCents } from '../../../lib/money';
import type { Outbox } from '../../messaging';
import { loadFundNames } from '../funds/names';
import { fundSharesOf } from './gifts-repository';
import { purchasedItems, toPaymentJson, type PaymentRow } from './repository';

/** The site's receipt page for a payment, by the reference the payer came back with, in the receipt's language. */
function receiptUrl(outbox: Outbox, reference: string, language: Language): string {
  const query = new URLSearchParams({ [SUCCESS_SESSION_PARAM]: reference }).toString();
  return `${outbox.siteUrl}${pathInLanguage(`/success?${query}`, language)}`;
}

export async function mailReceipt(tx: Executor, outbox: Outbox, row: PaymentRow): Promise<void> {
  // A booking's and an intention's own mails tell their payer it is paid.
  if (!row.payerEmail || row.purpose === 'booking' || row.purpose === 'intention') return;
  const shares = await fundSharesOf(tx, [row.id]);
  const payment = toPaymentJson(row, shares.get(row.id));
  const reference = row.providerReference ?? String(row.id);
  const receivedAt = (row.completedAt ?? row.updatedAt).toISOString();
  const payerName = row.payerName ?? row.payerEmail;
  // The language of the page it was paid on (a renewal's: its donor's).
  const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
  if (row.purpose === 'shop') {
    await outbox.enqueue(tx, {
      kind: 'purchase_receipt',
      to: row.payerEmail,
      toName: row.payerName,
      language,
      data: {
        buyerName: payerName,
        receivedAt,
        amountCents: row.amountCents,
        items: purchasedItems(row, language) ?? [],
        provider: row.provider,
        reference,
        receiptUrl: receiptUrl(outbox, reference, language),
      },
    });
    return;
  }
  // Each fund's name in the receipt's language, from the funds table (a retired fund's too).
  const fundNames = await loadFundNames(tx);
  await outbox.enqueue(tx, {
    kind: 'gift_receipt',
    to: row.payerEmail,
    toName: row.payerName,
    language,
    data: {
      donorName: payerName,
      receivedAt,
      amountCents: row.amountCents,
      feeCents: row.feeCents,
      funds: payment.funds.map((share) => ({
        fund: share.fund,
        label: fundNames.of(share.fund, language),
        cents: toCents(share.amount),
      })),
      frequency: payment.price_id
        ? recurringGiftPlan(payment.price_id as RecurringGiftPriceId).label
        : null,
      provider: row.provider,
      reference,
      receiptUrl: receiptUrl(outbox, reference, language),
    },
  });
}
