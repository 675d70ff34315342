import { create } from 'zustand';
import { chatMessageInputSchema, validate, type ParishDetails } from '@parish/shared-types';
import { describeApiError, toApiFailure } from '@parish/shared-web';
import type { ChurchHour } from '@parish/shared-web/church-hours';
import type { ChatMessageId } from '../lib/i18n';
import { fetchDailyVerse, readDailyVerse } from '../../../lib/dailyVerse';
import { deliverChatMessage } from '../api/chatApi';
import {
  CHAT_REPLY_DELAY_MS,
  CHAT_UNKNOWN_CHOICE_REPLY,
  CHAT_VERSE_FAILURE_REPLY,
  GREETING,
  findChoice,
  notSentReply,
  say,
  verseReply,
  type ChatValue,
  type ChoiceDefinition,
  type Paragraph,
} from '../lib/chatScript';

export interface AssistantMessage {
  author: 'assistant';
  paragraphs: readonly Paragraph[];
  /** A reply saying something went wrong (shown as an error). */
  failed?: boolean;
}

export interface VisitorMessage {
  author: 'visitor';
  /** The choice's label (a message id, shown in the page's language). */
  choice: ChatMessageId;
  /** What the visitor typed, shown only as text. */
  typed?: string;
}

/**
 * A message of the conversation. The list only ever grows, so a message's
 * position in it identifies it (the panel keys on it): no ids are kept.
 */
export type ChatMessage = AssistantMessage | VisitorMessage;

interface ChatState {
  messages: ChatMessage[];
  /** The selected choice's value, '' for 'Select an option'. */
  choice: string;
  text: string;
  /** The text box's validation message. */
  textError: string | null;
  /** A reply is on its way (Send is disabled). */
  replying: boolean;
  setChoice: (choice: string) => void;
  setText: (text: string) => void;
  send: (sources: ReplySources) => Promise<void>;
}

/** What replies read that the page provides: the parish details and the church hours through the page's cache. */
export interface ReplySources {
  /** The details as the API has them now, or the last good ones (never fails). */
  parishDetails: () => Promise<ParishDetails>;
  /** The church hours as the schedule has them now; rejects when it cannot be read. */
  churchHours: () => Promise<readonly ChurchHour[]>;
}

interface Reply {
  paragraphs: readonly Paragraph[];
  failed?: boolean;
  /** Keep the choice and text so the visitor can send them again. */
  keepInput?: boolean;
}

/**
 * Why a message could not be sent: the server's own words for a client
 * error (they name what to fix), else our sentence for a lost connection or
 * for anything else.
 */
function notSentReason(error: unknown): ChatValue {
  if (toApiFailure(error).kind === 'network') return { id: 'shell.chat.notSent.network' };
  return describeApiError(error, '') || { id: 'shell.chat.notSent.later' };
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function replyTo(
  choice: ChoiceDefinition | undefined,
  typed: string,
  sources: ReplySources,
): Promise<Reply> {
  if (!choice) return { paragraphs: [say(CHAT_UNKNOWN_CHOICE_REPLY)] };
  switch (choice.kind) {
    case 'canned':
      return { paragraphs: choice.reply };
    case 'details':
      // Never fails: the last good details, or the compiled ones, when the API cannot say.
      return { paragraphs: choice.reply(await sources.parishDetails()) };
    case 'hours':
      // The schedule unread is said with a link to the Mass times, not as a failure.
      return { paragraphs: choice.reply(await sources.churchHours().catch(() => null)) };
    case 'verse': {
      const verse = readDailyVerse(await fetchDailyVerse().catch(() => undefined));
      if (verse) return { paragraphs: verseReply(verse) };
      return { paragraphs: [say(CHAT_VERSE_FAILURE_REPLY)], failed: true };
    }
    case 'message':
      try {
        await deliverChatMessage({ topic: choice.topic, message: typed });
        return { paragraphs: choice.confirmation };
      } catch (error) {
        return {
          paragraphs: notSentReply(choice.topic, notSentReason(error)),
          failed: true,
          keepInput: true,
        };
      }
  }
}

/**
 * The conversation. It lives for the page's lifetime, so closing and
 * reopening the chat (or changing page) keeps what was said.
 */
export const useChatStore = create<ChatState>()((set, get) => ({
  messages: [{ author: 'assistant', paragraphs: GREETING }],
  choice: '',
  text: '',
  textError: null,
  replying: false,
  setChoice: (choice) => set({ choice, textError: null }),
  setText: (text) => set({ text, textError: null }),
  send: async (sources) => {
    const { choice: value, text, replying } = get();
    if (replying) return;
    const choice = findChoice(value);

    let typed = '';
    if (choice?.kind === 'message') {
      // The same rule the API applies: non-empty after trimming, with the spec's message.
      const parsed = validate(chatMessageInputSchema, { topic: choice.topic, message: text });
      if (!parsed.ok) {
        set({ textError: Object.values(parsed.errors)[0] ?? null });
        return;
      }
      typed = parsed.value.message;
    }

    // Send without a choice shows no visitor message, only the assistant's answer.
    const asked: VisitorMessage[] = choice
      ? [{ author: 'visitor', choice: choice.label, typed: typed || undefined }]
      : [];
    set((state) => ({ messages: [...state.messages, ...asked], replying: true, textError: null }));

    // The reply appears after the spec's pause, or once the API answers if it is slower.
    const [reply] = await Promise.all([replyTo(choice, typed, sources), wait(CHAT_REPLY_DELAY_MS)]);
    const answer: AssistantMessage = {
      author: 'assistant',
      paragraphs: reply.paragraphs,
      failed: reply.failed,
    };
    set((state) => ({
      messages: [...state.messages, answer],
      replying: false,
      ...(reply.keepInput ? {} : { choice: '', text: '' }),
    }));
  },
}));
