import type { PaymentsConfig } from '../../../config';
import type { Database } from '../../../db';
import type { Outbox } from '../../messaging';
import type { PaymentProviders } from './providers';

/** What the payment services work with: the database, the providers and their settings. */
export interface PaymentContext {
  db: Database;
  providers: PaymentProviders;
  config: PaymentsConfig;
  /** Receipts and booking confirmations go out through it, with the payment's settlement. */
  outbox: Outbox;
  /** The parish's time zone (`PARISH_TIME_ZONE`): a Mass intention's Mass is found in it. */
  timeZone: string;
}
