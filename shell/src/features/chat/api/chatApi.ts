import { createParishApi, type ChatMessageInput, type DailyVerse } from '@parish/shared-types';
import { apiClient } from '@parish/shared-web';

const api = createParishApi(apiClient);

/** `GET /api/verse/daily`: today's verse for the "Daily Bible verse" choice. */
export function fetchDailyVerse(signal?: AbortSignal): Promise<DailyVerse> {
  return api.verse.daily(signal);
}

/** `POST /api/contact/chat/`: hands a prayer request or question to the parish office. */
export async function deliverChatMessage(input: ChatMessageInput): Promise<void> {
  await api.contact.sendChatMessage(input);
}
