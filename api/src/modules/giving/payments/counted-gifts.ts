/**
 * Which payments count as gifts received: on statements, My Giving, the
 * office's giving reports, donor totals and fund totals. The sandbox moves
 * no money, so its payments count only while the site itself is in sandbox
 * mode (the demo shows its own test gifts); a site that takes real payments
 * never counts one, whatever it recorded before going live.
 */
import { eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { payments } from '../tables';

/** `PaymentsConfig` is one: whether the site is in sandbox mode. */
export interface GiftCounting {
  sandbox: boolean;
}

/** A completed gift, one-time or a recurring gift's payment, that counts on this site. */
export function countedGift(counting: GiftCounting): SQL {
  const conditions = [
    eq(payments.status, 'completed'),
    inArray(payments.purpose, ['donation', 'recurring_donation']),
  ];
  if (!counting.sandbox) conditions.push(ne(payments.provider, 'sandbox'));
  return sql`(${sql.join(conditions, sql` and `)})`;
}
