import type { ContactMessage, ContactReceipt } from '@parish/shared-types';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { single } from '../../../db/rows';
import { contactMessages } from '../tables';

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
    .where(isNull(contactMessages.deletedAt))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactMessageJson);
}

/** A message not in the trash, as the dashboard lists it, or undefined. */
export async function findContactMessage(
  db: Executor,
  id: number,
): Promise<ContactMessage | undefined> {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.deletedAt)))
    .limit(1);
  return row ? toContactMessageJson(row) : undefined;
}

/** Moves a message to the trash (its attachment stays until the purge); false when there is none. */
export async function trashContactMessage(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.deletedAt)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
