import {
  apiPaths,
  type ChatMessageInput,
  type ChatTopic,
  type ContactMessage,
  type ContactReceipt,
  type ContactSearch,
  type ContactSource,
  DEFAULT_LANGUAGE,
  isLanguage,
} from '@parish/shared-types';
import type { Database, Executor } from '../../../db';
import { saveWithRecord, type FileStorage, type UploadedFile } from '../../../storage';
import type { Outbox } from '../mail/outbox';
import type { StoredAttachment } from '../mail/repository';
import { notFound, ok, type Result } from '../../../lib/result';
import {
  countContactMessages,
  insertContactMessage,
  listContactMessages,
  trashContactMessage,
  type ChatMarks,
  type NewContactMessage,
} from './repository';

export { findContactMessage } from './repository';

export const CONTACT_MESSAGE_NOT_FOUND_MESSAGE = 'Message not found';

/** Moves a message to the trash (features/trash); restored within 30 days, purged after. */
export async function deleteContactMessage(db: Executor, id: number): Promise<Result<void>> {
  return (await trashContactMessage(db, id))
    ? ok(undefined)
    : notFound(CONTACT_MESSAGE_NOT_FOUND_MESSAGE);
}

/** Who sent a chat message: the chat assistant does not ask. */
export const CHAT_SENDER_NAME = 'Visitor (chat assistant)';
export const CHAT_DESTINATIONS: Record<ChatTopic, string> = {
  prayer_request: 'Prayer request (chat assistant)',
  question: 'Question (chat assistant)',
};
const CHAT_MARKS: ChatMarks = { sender: CHAT_SENDER_NAME, destinations: CHAT_DESTINATIONS };

/** The messages the dashboard lists: newest first, as the search narrows them. */
export function contactMessages(db: Executor, search: ContactSearch): Promise<ContactMessage[]> {
  return listContactMessages(db, search, CHAT_MARKS);
}

/** How many messages arrived from a day (UTC) on: from the form, prayer requests, questions. */
export function contactMessagesSince(
  db: Executor,
  from: string,
): Promise<Record<ContactSource, number>> {
  return countContactMessages(db, from, CHAT_MARKS);
}

/** Where office mails send an administrator to read what arrived. */
export function dashboardUrl(outbox: Outbox): string {
  return `${outbox.siteUrl}/admin`;
}

/**
 * Stores the message with its two mails, in one transaction: the office's
 * notice (Reply-To the sender, the attachment attached) and the sender's
 * acknowledgement.
 */
async function storeAndMail(
  tx: Executor,
  outbox: Outbox,
  message: NewContactMessage,
  attachment: (StoredAttachment & { filename: string }) | null,
): Promise<ContactReceipt> {
  const receipt = await insertContactMessage(tx, message);
  await outbox.enqueue(tx, {
    kind: 'contact_office',
    to: outbox.officeAddress,
    replyTo: message.email,
    data: {
      messageId: receipt.id,
      name: message.name,
      email: message.email,
      phone: message.phoneNumber ?? '',
      whoIsThisFor: message.whoIsThisFor ?? '',
      message: message.message,
      attachmentName: attachment?.filename ?? null,
      dashboardUrl: dashboardUrl(outbox),
    },
    attachments: attachment ? [attachment] : [],
  });
  await outbox.enqueue(tx, {
    kind: 'contact_acknowledgement',
    to: message.email,
    toName: message.name,
    language: isLanguage(message.language) ? message.language : DEFAULT_LANGUAGE,
    data: { name: message.name },
  });
  return receipt;
}

/** Stores the message, and its attachment first (removed again if the message cannot be). */
export async function receiveMessage(
  db: Database,
  storage: FileStorage,
  outbox: Outbox,
  message: NewContactMessage,
  attachment: UploadedFile | undefined,
): Promise<ContactReceipt> {
  if (!attachment) return db.transaction((tx) => storeAndMail(tx, outbox, message, null));
  return saveWithRecord(storage, { area: 'attachments', ...attachment }, (key, name) =>
    db.transaction((tx) =>
      storeAndMail(
        tx,
        outbox,
        { ...message, attachment: apiPaths.contactAttachment(name), attachmentKey: key },
        { key, filename: attachment.filename, contentType: attachment.type.contentType },
      ),
    ),
  );
}

/**
 * A chat assistant's prayer request or question, kept as a contact message
 * without e-mail, and sent on to the office.
 */
export function receiveChatMessage(
  db: Database,
  outbox: Outbox,
  input: ChatMessageInput,
): Promise<ContactReceipt> {
  return db.transaction(async (tx) => {
    const topic = CHAT_DESTINATIONS[input.topic];
    const receipt = await insertContactMessage(tx, {
      name: CHAT_SENDER_NAME,
      email: '',
      message: input.message,
      whoIsThisFor: topic,
    });
    await outbox.enqueue(tx, {
      kind: 'chat_office',
      to: outbox.officeAddress,
      data: { topic, message: input.message, dashboardUrl: dashboardUrl(outbox) },
    });
    return receipt;
  });
}
