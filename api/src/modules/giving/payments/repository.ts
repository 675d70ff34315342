import {
  DEFAULT_LANGUAGE,
  localize,
  type FundShare,
  type Language,
  type Payment,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentPurpose,
  type PaymentStatus,
  type PurchasedItem,
} from '@parish/shared-types';
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../../db';
import { single } from '../../../db/rows';
import { payments } from '../tables';
import { toDollars } from '../../../lib/money';
import { fundSharesOf, type FundShareCents } from './gifts-repository';

export type PaymentRow = typeof payments.$inferSelect;

/** One shop item bought, at the price the server charged (cents). */
export interface StoredItem {
  product_id: number;
  title: string;
  /** The office's Spanish title when bought, for a Spanish receipt; absent on older payments. */
  title_es?: string | null;
  quantity: number;
  unit_price_cents: number;
}

/** What `payments.details` holds beyond the booking id. */
export interface PaymentDetails {
  items?: StoredItem[];
  price_id?: string;
  /** Where the site shows the outcome (paths on SITE_URL), for the sandbox's redirects. */
  success_path?: string;
  cancel_path?: string;
}

/** The statuses a payment may still leave. */
const OPEN_STATUSES: readonly string[] = ['created', 'pending'] satisfies PaymentStatus[];

/** Whether the payment may still complete, fail or be cancelled. */
export const isOpen = (payment: PaymentRow) => OPEN_STATUSES.includes(payment.status);

export const detailsOf = (payment: PaymentRow) => (payment.details ?? {}) as PaymentDetails;

/** Fund shares in cents as the JSON answers show them: in dollars. */
export function fundSharesJson(shares: readonly FundShareCents[]): FundShare[] {
  return shares.map((share) => ({
    fund: share.fund,
    amount: toDollars(share.amountCents),
    name: share.name ?? share.fund,
    name_es: share.nameEs ?? share.name ?? share.fund,
  }));
}

/**
 * The shop items a payment bought, each named in `language` where the office
 * had written its title in it when it was bought, else in English; null
 * for a payment of something else.
 */
export function purchasedItems(row: PaymentRow, language: Language): PurchasedItem[] | null {
  return (
    detailsOf(row).items?.map((item) => ({
      product_id: item.product_id,
      title: localize(item, ['title'], language).title,
      quantity: item.quantity,
      unit_price: toDollars(item.unit_price_cents),
    })) ?? null
  );
}

export function toPaymentJson(row: PaymentRow, shares: readonly FundShareCents[] = []): Payment {
  const details = detailsOf(row);
  const items = purchasedItems(row, DEFAULT_LANGUAGE);
  return {
    id: row.id,
    purpose: row.purpose as PaymentPurpose,
    provider: row.provider as PaymentProvider,
    method: row.method as PaymentMethod,
    status: row.status as PaymentStatus,
    amount: toDollars(row.amountCents),
    currency: 'USD',
    booking_id: row.bookingId,
    items,
    price_id: details.price_id ?? null,
    funds: fundSharesJson(shares),
    processing_fee: toDollars(row.feeCents),
    recurring_gift_id: row.recurringGiftId,
    provider_reference: row.providerReference,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    refund_requested_at: row.refundRequestedAt?.toISOString() ?? null,
    donor_id: row.donorId,
  };
}

export async function listPayments(db: Executor): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const shares = await fundSharesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPaymentJson(row, shares.get(row.id)));
}

/** How a provider names a payment: its checkout session or order id. */
export interface PaymentReference {
  provider: PaymentProvider;
  method: PaymentMethod;
  reference: string;
}

export async function findPaymentByReference(
  db: Executor,
  where: PaymentReference,
): Promise<PaymentRow | undefined> {
  return firstPaymentWhere(
    db,
    and(
      eq(payments.provider, where.provider),
      eq(payments.method, where.method),
      eq(payments.providerReference, where.reference),
    ),
  );
}

/** The first payment matching `condition` (each caller's condition matches one at most). */
async function firstPaymentWhere(
  db: Executor,
  condition: SQL | undefined,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(condition).limit(1);
  return row;
}

/** The booking's payment that is open or completed, if any (at most one: a unique index). */
export async function findLivePaymentOfBooking(
  db: Executor,
  bookingId: string,
): Promise<PaymentRow | undefined> {
  return firstPaymentWhere(
    db,
    and(
      eq(payments.bookingId, bookingId),
      inArray(payments.status, ['created', 'pending', 'completed']),
    ),
  );
}

export async function lockPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** The booking a payment is for, read without a lock (to lock the booking first). */
export async function heldForPayment(
  tx: Transaction,
  id: number,
): Promise<{ bookingId: string | null; intentionId: number | null }> {
  const [row] = await tx
    .select({ bookingId: payments.bookingId, intentionId: payments.intentionId })
    .from(payments)
    .where(eq(payments.id, id));
  return { bookingId: row?.bookingId ?? null, intentionId: row?.intentionId ?? null };
}

export async function insertPayment(
  db: Executor,
  values: PgInsertValue<typeof payments>,
): Promise<PaymentRow> {
  return single(await db.insert(payments).values(values).returning());
}

/** The provider's name for the payment, and where the visitor pays (card checkouts). */
export async function setProviderReference(
  db: Executor,
  id: number,
  reference: string,
  checkoutUrl: string | null,
): Promise<void> {
  await db
    .update(payments)
    .set({ providerReference: reference, checkoutUrl, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/** Moves a payment on from `created`; one already further along is left alone. */
export async function moveOnFromCreated(
  db: Executor,
  id: number,
  status: 'pending' | 'failed',
): Promise<void> {
  await db
    .update(payments)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'created')));
}

/** Sets a locked payment's final status (`completed` also records when). */
export async function setFinalStatus(
  tx: Transaction,
  id: number,
  status: 'completed' | 'failed' | 'cancelled',
): Promise<PaymentRow> {
  const completedAt = status === 'completed' ? { completedAt: sql`now()` } : {};
  return single(
    await tx
      .update(payments)
      .set({ status, ...completedAt, updatedAt: sql`now()` })
      .where(eq(payments.id, id))
      .returning(),
  );
}

/** Card payments of `provider` cancelled here whose checkout may still be open there. */
export async function findCancelledOpenCheckouts(
  db: Executor,
  provider: PaymentProvider,
  limit: number,
): Promise<{ id: number; reference: string | null }[]> {
  return db
    .select({ id: payments.id, reference: payments.providerReference })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.method, 'card'),
        eq(payments.status, 'cancelled'),
        isNotNull(payments.checkoutUrl),
        isNotNull(payments.providerReference),
      ),
    )
    .limit(limit);
}

/** Forgets where a card payment's checkout was: it is closed at the provider. */
export async function clearCheckoutUrl(db: Executor, id: number): Promise<void> {
  await db.update(payments).set({ checkoutUrl: null }).where(eq(payments.id, id));
}
