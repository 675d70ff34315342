import type {
  ContactMessage,
  ContactReceipt,
  ContactSearch,
  ContactSource,
} from '@parish/shared-types';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { fromDay, single } from '../../../db/rows';
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

/** How a chat message is told from a form's: who sent it and what it is for. */
export interface ChatMarks {
  sender: string;
  destinations: Record<Exclude<ContactSource, 'form'>, string>;
}

function fromChat(marks: ChatMarks, source: Exclude<ContactSource, 'form'>): SQL {
  return sql`(${contactMessages.name} = ${marks.sender} and ${contactMessages.whoIsThisFor} = ${marks.destinations[source]})`;
}

/** A message's source in SQL: 'prayer_request', 'question' or 'form'. */
function sourceOf(marks: ChatMarks): SQL<ContactSource> {
  return sql<ContactSource>`case when ${fromChat(marks, 'prayer_request')} then 'prayer_request' when ${fromChat(marks, 'question')} then 'question' else 'form' end`;
}

/** Every message not in the trash, newest first; from a day (UTC) on and from one source when asked. */
export async function listContactMessages(
  db: Executor,
  search: ContactSearch,
  marks: ChatMarks,
): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(
      and(
        isNull(contactMessages.deletedAt),
        fromDay(contactMessages.createdAt, search.from),
        search.source && sql`${sourceOf(marks)} = ${search.source}`,
      ),
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactMessageJson);
}

/** The messages not in the trash received from a day (UTC) on, counted by source. */
export async function countContactMessages(
  db: Executor,
  from: string,
  marks: ChatMarks,
): Promise<Record<ContactSource, number>> {
  const [row] = await db
    .select({
      all: sql<string>`count(*)`,
      prayerRequests: sql<string>`count(*) filter (where ${fromChat(marks, 'prayer_request')})`,
      questions: sql<string>`count(*) filter (where ${fromChat(marks, 'question')})`,
    })
    .from(contactMessages)
    .where(and(isNull(contactMessages.deletedAt), fromDay(contactMessages.createdAt, from)));
  const prayerRequests = Number(row?.prayerRequests ?? 0);
  const questions = Number(row?.questions ?? 0);
  return {
    form: Number(row?.all ?? 0) - prayerRequests - questions,
    prayer_request: prayerRequests,
    question: questions,
  };
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
