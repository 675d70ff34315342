/** Test data of giving: payments, fund totals, recurring gifts, the payment setup (see builders.ts). */
import type { FundShare, FundTotal, Payment, PaymentSetup, RecurringGift } from '../api';
import type { Fund } from '../giving/funds';
import { GIVING_FUNDS } from '../giving/funds';
import { nextTestId } from './builders';

/** A fund's part of a gift as the API answers it, named as the seeded fund is ('Building Fund'). */
export function fundShare(fund: string, amount: number): FundShare {
  const seeded = GIVING_FUNDS.find((candidate) => candidate.id === fund);
  return { fund, amount, name: seeded?.label ?? fund, name_es: seeded?.label_es ?? fund };
}

/** A fund as `GET /api/funds/` answers it: a new one, open, without dates or goal, by default. */
export function buildFund(overrides: Partial<Fund> = {}): Fund {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    key: `fund-${id}`,
    name: `Fund ${id}`,
    name_es: `Fondo ${id}`,
    description: null,
    description_es: null,
    position: 10,
    starts_on: null,
    ends_on: null,
    goal_cents: null,
    raised_cents: 0,
    retired_at: null,
    ...overrides,
  };
}

/** The seeded funds' descriptions, as migration 0028_funds writes them. */
const SEEDED_DESCRIPTIONS: Record<string, [string, string]> = {
  building: [
    'Care and repair of our church and hall',
    'Cuidado y reparación de nuestra iglesia y nuestro salón',
  ],
  missions: ['Partners in mission near and far', 'Nuestros compañeros en la misión, cerca y lejos'],
  youth: ['Youth groups, retreats and formation', 'Grupos juveniles, retiros y formación'],
  outreach: [
    'Food pantry and help for neighbours',
    'Despensa de alimentos y ayuda a nuestros vecinos',
  ],
  worship: ['Music, liturgy and the sacraments', 'Música, liturgia y sacramentos'],
  general: ['Wherever the need is greatest', 'Donde más se necesite'],
};

/** The spec's six funds as the migration seeds them (`GET /api/funds/` on a new site). */
export function seededFunds(): Fund[] {
  return GIVING_FUNDS.map((fund, position) =>
    buildFund({
      key: fund.id,
      name: fund.label,
      name_es: fund.label_es,
      description: SEEDED_DESCRIPTIONS[fund.id]?.[0] ?? null,
      description_es: SEEDED_DESCRIPTIONS[fund.id]?.[1] ?? null,
      position,
    }),
  );
}

/** A payment as `GET /api/payments/` returns it (administrators): a completed gift by default. */
export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  const id = overrides.id ?? nextTestId();
  return {
    id,
    purpose: 'donation',
    provider: 'sandbox',
    method: 'card',
    status: 'completed',
    amount: 50,
    currency: 'USD',
    booking_id: null,
    items: null,
    price_id: null,
    funds: [fundShare('general', 50)],
    processing_fee: 0,
    recurring_gift_id: null,
    provider_reference: `sandbox_${id}`,
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:01:00Z',
    completed_at: '2026-11-21T10:01:00Z',
    refund_requested_at: null,
    donor_id: null,
    ...overrides,
  };
}

/** One fund's row as `GET /api/payments/funds/` returns it (administrators). */
export function buildFundTotal(overrides: Partial<FundTotal> = {}): FundTotal {
  return {
    fund: 'general',
    label: 'General Fund',
    name_es: 'Fondo General',
    total: 150,
    gifts: 3,
    ...overrides,
  };
}

/** A recurring gift's schedule as `GET /api/payments/recurring/` returns it (administrators). */
export function buildRecurringGift(overrides: Partial<RecurringGift> = {}): RecurringGift {
  return {
    id: overrides.id ?? nextTestId(),
    price_id: 'gift-monthly',
    frequency: 'Monthly',
    amount: 25,
    processing_fee: 0,
    funds: [fundShare('general', 25)],
    status: 'active',
    provider: 'sandbox',
    subscription_id: null,
    donor_id: null,
    created_at: '2026-11-01T09:00:00Z',
    started_at: '2026-11-01T09:02:00Z',
    next_gift_on: '2026-12-01',
    ...overrides,
  };
}

/**
 * `GET /api/payments/setup` in sandbox mode (the demo): both methods through
 * the API's sandbox. A live site's: `{ sandbox: false, card: …, paypal: … }`.
 */
export function buildPaymentSetup(overrides: Partial<PaymentSetup> = {}): PaymentSetup {
  return {
    sandbox: true,
    card: { provider: 'sandbox', publishableKey: null },
    paypal: { provider: 'sandbox', clientId: null },
    currency: 'USD',
    ...overrides,
  };
}
