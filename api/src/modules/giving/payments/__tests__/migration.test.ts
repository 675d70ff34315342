import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../../testing/database';
import { insertEvent } from '../../../../testing/app';
import { bookings } from '../../../../testing/tables';
import { paymentFunds, payments, recurringGifts } from '../../tables';

let database: TestDatabase;
beforeAll(async () => {
  // createTestDatabase applies every migration in api/drizzle to an empty database.
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

const payment = (overrides: Partial<typeof payments.$inferInsert> = {}) => ({
  purpose: 'donation',
  provider: 'sandbox',
  method: 'card',
  amountCents: 5000,
  ...overrides,
});

describe('migration 0002_payments on a fresh database', () => {
  it('creates the payments columns', async () => {
    // PGlite and node-postgres both answer `{ rows }`.
    const { rows } = (await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'payments'`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(rows.map((row) => row.column_name).sort()).toEqual(
      [
        'amount_cents',
        'booking_id',
        'checkout_url',
        'completed_at',
        'created_at',
        'currency',
        'details',
        // 0007_donors: who gave (gifts only; null for earlier and anonymous ones).
        'donor_id',
        'fee_cents',
        'id',
        // 0026_mass_intentions: the Mass intention whose offering it is.
        'intention_id',
        // 0022: the language of the page it was paid on, for its receipt.
        'language',
        'method',
        // 0006_mail_outbox: who gets the receipt.
        'payer_email',
        'payer_name',
        'provider',
        'provider_reference',
        'purpose',
        'recurring_gift_id',
        // 0005_booking_cancellations: a cancelled paid booking's payment, to refund.
        'refund_requested_at',
        'status',
        'updated_at',
      ].sort(),
    );
  });

  it('stores a payment with USD and status created by default', async () => {
    const [row] = await database.db.insert(payments).values(payment()).returning();
    expect(row).toMatchObject({ currency: 'USD', status: 'created', completedAt: null });
  });

  it.each([
    ['an unknown status', { status: 'refunded' }],
    ['an unknown purpose', { purpose: 'tithe' }],
    ['an unknown provider', { provider: 'venmo' }],
    ['another currency', { currency: 'EUR' }],
    ['a negative amount', { amountCents: -1 }],
  ])('refuses %s', async (_label, overrides) => {
    await expect(database.db.insert(payments).values(payment(overrides))).rejects.toThrow();
  });

  it('allows one live payment per booking, any number of closed ones', async () => {
    const event = await insertEvent(database.db);
    await database.db.insert(bookings).values({
      bookingId: 'bidMigrationTest01',
      eventId: event.id,
      numberOfTickets: 1,
      totalCents: 2000,
      paymentMethod: 'card',
      status: 'pending',
    });
    const ofBooking = { purpose: 'booking', bookingId: 'bidMigrationTest01' };
    await database.db.insert(payments).values(payment({ ...ofBooking, status: 'failed' }));
    await database.db.insert(payments).values(payment({ ...ofBooking, status: 'cancelled' }));
    await database.db.insert(payments).values(payment({ ...ofBooking, status: 'created' }));
    await expect(
      database.db.insert(payments).values(payment({ ...ofBooking, status: 'pending' })),
    ).rejects.toThrow();
  });
});

describe('migration 0003 (gift funds and recurring gifts) on a fresh database', () => {
  it('keeps each fund once per payment, in positive cents, and only the six funds', async () => {
    const [gift] = await database.db.insert(payments).values(payment()).returning();
    const paymentId = gift?.id ?? 0;
    await database.db.insert(paymentFunds).values([
      { paymentId, fund: 'missions', amountCents: 3000 },
      { paymentId, fund: 'youth', amountCents: 2000 },
    ]);
    for (const share of [
      { paymentId, fund: 'missions', amountCents: 100 },
      { paymentId, fund: 'roof', amountCents: 100 },
      { paymentId, fund: 'worship', amountCents: 0 },
    ]) {
      await expect(database.db.insert(paymentFunds).values(share)).rejects.toThrow();
    }
  });

  it('refuses a covered fee larger than the payment, and schedules of an unknown frequency', async () => {
    await expect(
      database.db.insert(payments).values(payment({ amountCents: 100, feeCents: 101 })),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(recurringGifts)
        .values({ priceId: 'gift-daily', amountCents: 500, provider: 'sandbox' }),
    ).rejects.toThrow();
    const [schedule] = await database.db
      .insert(recurringGifts)
      .values({ priceId: 'gift-weekly', amountCents: 500, provider: 'sandbox' })
      .returning();
    const [first] = await database.db
      .insert(payments)
      .values(payment({ purpose: 'recurring_donation', recurringGiftId: schedule?.id }))
      .returning();
    expect(first).toMatchObject({ recurringGiftId: schedule?.id, feeCents: 0 });
  });
});
