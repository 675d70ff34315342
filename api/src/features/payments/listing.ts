import type { Payment } from '@parish/shared-types';
import type { Database } from '../../db';
import { releaseLapsedHoldsNow } from '../../lib/seat-holds';
import { listPayments as listPaymentRows } from './repository';

/** Every payment for the office, newest first, lapsed holds released first. */
export async function listPayments(db: Database): Promise<Payment[]> {
  await releaseLapsedHoldsNow(db, 'all');
  return listPaymentRows(db);
}
