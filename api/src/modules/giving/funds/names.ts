/**
 * Funds' names as gifts, receipts, statements and reports show them: read
 * from the funds table, retired funds included, so an old gift keeps the
 * name of the fund it went to.
 */
import { DEFAULT_LANGUAGE, type Language } from '@parish/shared-types';
import type { Database, Transaction } from '../../../db';
import { fundNamesByKey } from './repository';

export interface FundNames {
  /** The fund's name in `language` (its key when no fund has it). */
  of(key: string, language?: Language): string;
  /** Every fund's key in the funds' order. */
  readonly keys: readonly string[];
}

export async function loadFundNames(db: Database | Transaction): Promise<FundNames> {
  const names = await fundNamesByKey(db);
  return {
    of: (key, language = DEFAULT_LANGUAGE) => {
      const fund = names.get(key);
      if (!fund) return key;
      return language === 'es' ? (fund.nameEs ?? fund.name) : fund.name;
    },
    keys: [...names.keys()],
  };
}
