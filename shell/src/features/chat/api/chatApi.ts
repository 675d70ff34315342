import type { ChatMessageInput } from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `POST /api/contact/chat/`: hands a prayer request or question to the parish office. */
export async function deliverChatMessage(input: ChatMessageInput): Promise<void> {
  await api.contact.sendChatMessage(input);
}
