/**
 * Putting a mail in the outbox. A feature calls `enqueue` with the
 * transaction of the write that causes the mail, so the mail exists if and
 * only if that write commits; the worker (worker.ts) delivers it later.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  PARISH_CONTACT,
  type Language,
  type MailKind,
  type ParishContact,
} from '@parish/shared-types';
import type { Config, MailConfig } from '../../../config';
import type { Executor } from '../../../db';
import type { MailData, MailSite } from './kinds';
import { insertOutboxMail, type OutboxRow, type StoredAttachment } from './repository';
import { headerSafe } from './transport';
import type { Mails } from './template';

export interface MailToSend<K extends MailKind> {
  kind: K;
  to: string;
  toName?: string | null;
  /** Where a reply goes: the visitor who wrote to the office. */
  replyTo?: string | null;
  data: MailData[K];
  attachments?: StoredAttachment[];
  /** The language to write it in: the person's, as the page they used said it (English when left out). */
  language?: Language;
}

export interface Outbox {
  enqueue<K extends MailKind>(tx: Executor, mail: MailToSend<K>): Promise<OutboxRow>;
  /** Where office notifications go (`OFFICE_EMAIL`). */
  readonly officeAddress: string;
  /** The public site, for links in mails (`SITE_URL`), without a trailing slash. */
  readonly siteUrl: string;
}

declare module '../../../http/context' {
  interface ModuleServices {
    /** Where a write puts the mails it causes, in its own transaction. */
    outbox: Outbox;
  }
}

/** The domain of the sender's address: Message-IDs are made unique under it. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim().toLowerCase() || 'localhost';
}

/** A token for a link that acts (confirm, unsubscribe, manage): 256 random bits, base64url. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function createOutbox(
  config: Pick<MailConfig, 'from' | 'officeEmail'>,
  siteUrl: string,
  mails: Pick<Mails, 'subject'>,
): Outbox {
  const domain = senderDomain(config.from);
  return {
    officeAddress: config.officeEmail,
    siteUrl: siteUrl.replace(/\/+$/, ''),
    enqueue: (tx, mail) =>
      insertOutboxMail(tx, {
        kind: mail.kind,
        toAddress: mail.to,
        toName: mail.toName ? headerSafe(mail.toName) : null,
        replyTo: mail.replyTo ?? null,
        subject: mails.subject(mail.kind, mail.data, mail.language ?? DEFAULT_LANGUAGE),
        data: mail.data,
        language: mail.language ?? DEFAULT_LANGUAGE,
        attachments: mail.attachments ?? null,
        messageId: `<${randomUUID()}@${domain}>`,
      }),
  };
}

/**
 * What every mail says of the parish and links to: the details the office
 * keeps when given (read as each mail is delivered), else the compiled ones.
 */
export function mailSite(config: Config, contact?: ParishContact): MailSite {
  return {
    name: contact?.name ?? PARISH_CONTACT.name,
    url: config.payments.siteUrl.replace(/\/+$/, ''),
    address: contact?.address ?? PARISH_CONTACT.address,
    phone: contact?.phone ?? PARISH_CONTACT.phone,
    email: config.mail.officeEmail,
    timeZone: config.timeZone,
    officeHours: contact?.office_hours,
    officeHoursEs: contact?.office_hours_es ?? null,
  };
}
