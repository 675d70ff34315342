/**
 * Passwords nobody should choose: the 49,233 most common ones of zxcvbn's
 * list (`@zxcvbn-ts/language-common`, MIT, drawn from leaked-password
 * corpora), compared without regard to case. Loaded once, on first use.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
