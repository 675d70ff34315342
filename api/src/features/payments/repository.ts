import type {
  Payment,
  PaymentMethod,
  PaymentProvider,
  PaymentPurpose,
  PaymentStatus,
  PurchasedItem,
} from '@parish/shared-types';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { payments } from '../../db/schema';
import { toDollars } from '../../lib/money';

export type PaymentRow = typeof payments.$inferSelect;

/** One shop item bought, at the price the server charged (cents). */
export interface StoredItem {
  product_id: number;
  title: string;
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

export function toPaymentJson(row: PaymentRow): Payment {
  const details = detailsOf(row);
  const items: PurchasedItem[] | null = details.items
    ? details.items.map((item) => ({
        product_id: item.product_id,
        title: item.title,
        quantity: item.quantity,
        unit_price: toDollars(item.unit_price_cents),
      }))
    : null;
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
    provider_reference: row.providerReference,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export async function listPayments(db: Executor): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(toPaymentJson);
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
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, where.provider),
        eq(payments.method, where.method),
        eq(payments.providerReference, where.reference),
      ),
    )
    .limit(1);
  return row;
}

/** The booking's payment that is open or completed, if any (at most one: a unique index). */
export async function findLivePaymentOfBooking(
  db: Executor,
  bookingId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.status, ['created', 'pending', 'completed']),
      ),
    )
    .limit(1);
  return row;
}

export async function lockPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}
