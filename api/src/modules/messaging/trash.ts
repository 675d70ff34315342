import type { TrashKind } from '../platform';
import { contactMessages } from './tables';

/** What of the messaging module can be in the trash: messages to the office, with their attachment. */
export const messagingTrashKinds = {
  contact_message: {
    entity: 'contact_message',
    table: contactMessages,
    labelColumn: contactMessages.name,
    storedFile: (row) => (row.attachmentKey as string | null | undefined) ?? null,
  },
} satisfies Record<string, TrashKind>;
