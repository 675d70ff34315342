import {
  apiPaths,
  type ChatMessageInput,
  type ChatTopic,
  type ContactReceipt,
} from '@parish/shared-types';
import type { Database } from '../../db';
import { saveWithRecord, type FileStorage, type UploadedFile } from '../../storage';
import { insertContactMessage, type NewContactMessage } from './repository';

export { listContactMessages } from './repository';

/** Who sent a chat message: the chat assistant does not ask. */
export const CHAT_SENDER_NAME = 'Visitor (chat assistant)';
export const CHAT_DESTINATIONS: Record<ChatTopic, string> = {
  prayer_request: 'Prayer request (chat assistant)',
  question: 'Question (chat assistant)',
};

/** Stores the message, and its attachment first (removed again if the message cannot be). */
export async function receiveMessage(
  db: Database,
  storage: FileStorage,
  message: NewContactMessage,
  attachment: UploadedFile | undefined,
): Promise<ContactReceipt> {
  if (!attachment) return insertContactMessage(db, message);
  return saveWithRecord(storage, { area: 'attachments', ...attachment }, (key, name) =>
    insertContactMessage(db, {
      ...message,
      attachment: apiPaths.contactAttachment(name),
      attachmentKey: key,
    }),
  );
}

/** A chat assistant's prayer request or question, kept as a contact message without e-mail. */
export function receiveChatMessage(db: Database, input: ChatMessageInput): Promise<ContactReceipt> {
  return insertContactMessage(db, {
    name: CHAT_SENDER_NAME,
    email: '',
    message: input.message,
    whoIsThisFor: CHAT_DESTINATIONS[input.topic],
  });
}
