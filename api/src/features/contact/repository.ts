import type { ContactMessage, ContactReceipt } from '@parish/shared-types';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db';
import { single } from '../../db/rows';
import { contactMessages } from '../../db/schema';

type ContactRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>;

function toContactMessageJson(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    message: row.message,
    who_is_this_for: row.whoIsThisFor,
    attachment: row.attachment,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertContactMessage(
  db: Executor,
  message: NewContactMessage,
): Promise<ContactReceipt> {
  const row = single(await db.insert(contactMessages).values(message).returning());
  return { id: row.id, received_at: row.createdAt.toISOString() };
}

/** Every message, newest first. */
export async function listContactMessages(db: Executor): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactMessageJson);
}
