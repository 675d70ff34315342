/** Transactional mail: the outbox's worker and the SMTP server (docs/mail.md). */
import { isEmailAddress, PARISH_CONTACT } from '@parish/shared-types';
import { isSmtpUrl, type EnvReader } from './env';

export const DEFAULT_MAIL_FROM = `"Holy Trinity Parish" <${PARISH_CONTACT.email}>`;

export interface MailWorkerConfig {
  /** How often the outbox is looked at for due mails. */
  pollMs: number;
  /** Mails claimed (and sent in parallel) at a time by one process. */
  batchSize: number;
  /** How long a claimed mail is this process's before another may send it. */
  leaseMs: number;
  /** Attempts before a mail that keeps failing temporarily is `failed`. */
  maxAttempts: number;
  /** The first retry's wait, doubled for each later one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface MailConfig {
  /** `smtp://` or `smtps://`, with credentials; null: mails wait in the outbox, unsent. */
  smtpUrl: string | null;
  /** The From header (`MAIL_FROM`). */
  from: string;
  /** Where office notifications go (`OFFICE_EMAIL`). */
  officeEmail: string;
  worker: MailWorkerConfig;
  /** Campaign mails handed to the outbox per minute, across every process (`MAIL_RATE_PER_MINUTE`). */
  ratePerMinute: number;
}

export function mailConfig({ value, integer, problems }: EnvReader): MailConfig {
  const smtpUrl = value('SMTP_URL') ?? null;
  if (smtpUrl !== null && !isSmtpUrl(smtpUrl)) {
    problems.push(
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.org:465.',
    );
  }
  const mailFrom = value('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (!isEmailAddress(/<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom) || /[\r\n]/.test(mailFrom)) {
    problems.push(
      'MAIL_FROM must be an address, optionally with a name: "Holy Trinity Parish" <office@example.org>.',
    );
  }
  const officeEmail = (value('OFFICE_EMAIL') ?? PARISH_CONTACT.email).toLowerCase();
  if (!isEmailAddress(officeEmail)) {
    problems.push(`OFFICE_EMAIL must be an e-mail address, got "${officeEmail}".`);
  }
  return {
    smtpUrl,
    from: mailFrom,
    officeEmail,
    worker: {
      pollMs: integer('MAIL_POLL_MS', 1000, 50, 60_000),
      batchSize: 10,
      leaseMs: integer('MAIL_LEASE_SECONDS', 120, 45, 3600) * 1000,
      maxAttempts: integer('MAIL_MAX_ATTEMPTS', 10, 1, 50),
      retryBaseMs: integer('MAIL_RETRY_BASE_SECONDS', 15, 1, 3600) * 1000,
      retryMaxMs: 60 * 60 * 1000,
    },
    ratePerMinute: integer('MAIL_RATE_PER_MINUTE', 600, 1, 1_000_000),
  };
}
