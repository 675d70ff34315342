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
export const OPEN_STATUSES: PaymentStatus[] = ['created', 'pending'];

export function toPaymentJson(row: PaymentRow): Payment {
  const details = (row.details ?? {}) as PaymentDetails;
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

export async function findPaymentByReference(
  db: Executor,
  where: { provider?: PaymentProvider; method: PaymentMethod; reference: string },
): Promise<PaymentRow | undefined> {
  const conditions = [
    eq(payments.method, where.method),
    eq(payments.providerReference, where.reference),
  ];
  if (where.provider) conditions.push(eq(payments.provider, where.provider));
  const [row] = await db
    .select()
    .from(payments)
    .where(and(...conditions))
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
