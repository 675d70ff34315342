/**
 * What administrators do with the outbox: read it, and queue a failed mail
 * again. Each sees only the kinds of mail their roles are for
 * (`outboxMailKindsFor`): a donor's receipts and statements are finance's.
 */
import {
  outboxMailKindsFor,
  type AdminRole,
  type MailSearch,
  type OutboxMail,
} from '@parish/shared-types';
import type { Database } from '../../../db';
import { conflict, notFound, ok, type Result } from '../../../lib/result';
import { linkExpired } from './forget-links';
import {
  countOutboxMails,
  findOutboxMail,
  listOutboxMails,
  requeueFailedMail,
  toOutboxMailJson,
} from './repository';

export const MAIL_NOT_FOUND_MESSAGE = 'Mail not found';
export const MAIL_NOT_FAILED_MESSAGE = 'Only a mail that failed can be sent again.';
export const MAIL_LINK_EXPIRED_MESSAGE =
  'This mail’s link has expired, so it is not sent again: the person can ask for a new one.';
/** The dashboard shows the newest mails; a search finds older ones by address. */
const LIST_LIMIT = 500;

export async function listMails(
  db: Database,
  search: MailSearch,
  roles: readonly AdminRole[],
): Promise<OutboxMail[]> {
  const rows = await listOutboxMails(
    db,
    {
      address: search.q,
      status: search.status,
      from: search.from,
      kinds: outboxMailKindsFor(roles),
    },
    LIST_LIMIT,
  );
  return rows.map(toOutboxMailJson);
}

/** How many mails of the kinds `roles` see failed among those written from a day (UTC) on. */
export function failedMailsSince(
  db: Database,
  from: string,
  roles: readonly AdminRole[],
): Promise<number> {
  return countOutboxMails(db, { status: 'failed', from, kinds: outboxMailKindsFor(roles) });
}

/**
 * Queues a failed mail again, same Message-ID, attempts counted afresh; not
 * one whose link has expired (a password reset, a sign-in link, an offer):
 * it would carry a dead link. A mail of a kind the roles may not see is not
 * found, as if it did not exist.
 */
export async function resendMail(
  db: Database,
  id: number,
  roles: readonly AdminRole[],
  now: Date = new Date(),
): Promise<Result<OutboxMail>> {
  const kinds = outboxMailKindsFor(roles);
  const mail = await findOutboxMail(db, id, kinds);
  if (mail?.status === 'failed' && linkExpired(mail.kind, mail.data, now)) {
    return conflict(MAIL_LINK_EXPIRED_MESSAGE);
  }
  const requeued = await requeueFailedMail(db, id, kinds);
  if (requeued) return ok(toOutboxMailJson(requeued));
  return (await findOutboxMail(db, id, kinds))
    ? conflict(MAIL_NOT_FAILED_MESSAGE)
    : notFound(MAIL_NOT_FOUND_MESSAGE);
}
