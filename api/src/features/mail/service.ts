/** What administrators do with the outbox: read it, and queue a failed mail again. */
import type { OutboxMail } from '@parish/shared-types';
import type { Database } from '../../db';
import { conflict, notFound, ok, type Result } from '../../lib/result';
import { findOutboxMail, listOutboxMails, requeueFailedMail, toOutboxMailJson } from './repository';

export const MAIL_NOT_FOUND_MESSAGE = 'Mail not found';
export const MAIL_NOT_FAILED_MESSAGE = 'Only a mail that failed can be sent again.';
/** The dashboard shows the newest mails; a search finds older ones by address. */
const LIST_LIMIT = 500;

export async function listMails(db: Database, address: string | null): Promise<OutboxMail[]> {
  const rows = await listOutboxMails(db, { address, limit: LIST_LIMIT });
  return rows.map(toOutboxMailJson);
}

/** Queues a failed mail again, same Message-ID, attempts counted afresh. */
export async function resendMail(db: Database, id: number): Promise<Result<OutboxMail>> {
  const requeued = await requeueFailedMail(db, id);
  if (requeued) return ok(toOutboxMailJson(requeued));
  return (await findOutboxMail(db, id))
    ? conflict(MAIL_NOT_FAILED_MESSAGE)
    : notFound(MAIL_NOT_FOUND_MESSAGE);
}
