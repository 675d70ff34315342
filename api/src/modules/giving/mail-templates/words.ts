/**
 * The giving mails' words in the mail's language: a fund's name, a gift's
 * frequency, "monthly gift of $40.00". The mails' data keeps the English
 * labels (`Monthly`, `Building Fund`), as they always did: an English mail
 * shows them as they are, another language its own words for them. React-free:
 * subjects use them too.
 */
import {
  DEFAULT_LANGUAGE,
  GIVING_FUNDS,
  type GivingFundId,
  type Language,
} from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import { formatMoney, subjectText as s } from '../../messaging';

const FREQUENCY_KEYS: Record<string, string> = {
  weekly: 'weekly',
  'bi-weekly': 'biweekly',
  monthly: 'monthly',
};

/** A frequency's label (`Bi-Weekly`) as the messages select it (`biweekly`); `other` for one unknown. */
function frequencyKey(label: string): string {
  return FREQUENCY_KEYS[label.toLowerCase()] ?? 'other';
}

/** `Monthly` in the mail's language ("Mensual"). */
export function frequencyLabel(label: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) return label;
  return apiTexts(language)('api.mail.frequency', { frequency: frequencyKey(label), label });
}

/** "monthly gift of $40.00" ("donación mensual de $40.00"). */
export function giftDescription(
  label: string,
  amountCents: number,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return apiTexts(language)('api.mail.gift', {
    frequency: frequencyKey(label),
    label: s(label.toLowerCase()),
    amount: formatMoney(amountCents, language),
  });
}

const FUND_MESSAGES = {
  building: 'api.mail.fund.building',
  missions: 'api.mail.fund.missions',
  youth: 'api.mail.fund.youth',
  outreach: 'api.mail.fund.outreach',
  worship: 'api.mail.fund.worship',
  general: 'api.mail.fund.general',
} as const;

/**
 * A fund's name in the mail's language. Receipts queued now carry the name
 * in their own language, from the funds table (`label`); one queued before
 * funds had Spanish names carries a seeded fund's English name, said here
 * in the mail's language.
 */
export function fundName(
  fund: GivingFundId,
  label: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const seeded = GIVING_FUNDS.find((candidate) => candidate.id === fund);
  const id = fund in FUND_MESSAGES ? FUND_MESSAGES[fund as keyof typeof FUND_MESSAGES] : undefined;
  if (language === DEFAULT_LANGUAGE || !id || seeded?.label !== label) return label;
  return apiTexts(language)(id);
}
