import { mapUrlFor, type ChatTopic, type ParishDetails } from '@parish/shared-types';
import type { ChurchHour } from '@parish/shared-web/church-hours';
import type { ChatMessageId } from './i18n';

/**
 * What the assistant says, as data: message ids of the shell's catalog with
 * their values, links and lists, shown in the page's language by the panel
 * (`t`). The panel renders each part as React text or a link element, so
 * nothing in a reply (or typed by a visitor) is ever interpreted as HTML.
 */

/** A sentence of the catalog with its values. */
export interface ChatText {
  id: ChatMessageId;
  values?: Readonly<Record<string, ChatValue>>;
}

/** Several texts, listed as the page's language lists them (`A, B and C`). */
export interface ChatList {
  list: readonly ChatText[];
}

/** A value of a message: data as it is (an address, a verse), another message, or a list. */
export type ChatValue = string | number | ChatText | ChatList;

export type ReplyPart =
  /**
   * A message; a marked part of it (`Our <link>I'm New</link> page`) links to
   * `links[mark]`, a page of this site followed without reloading.
   */
  | { kind: 'text'; text: ChatText; links?: Readonly<Record<string, string>> }
  /** Another site, opened in a new tab. */
  | { kind: 'external-link'; text: ChatText; href: string }
  | { kind: 'list'; items: readonly ChatText[] };

export type Paragraph = readonly ReplyPart[];

export const CHAT_REPLY_DELAY_MS = 600;

export const CHAT_TITLE: ChatMessageId = 'shell.chat.title';
export const CHAT_SUBTITLE: ChatMessageId = 'shell.chat.subtitle';
export const CHAT_NO_CHOICE_LABEL: ChatMessageId = 'shell.chat.noChoice';

export const CHAT_UNKNOWN_CHOICE_REPLY: ChatMessageId = 'shell.chat.unknownChoice';
export const CHAT_VERSE_FAILURE_REPLY: ChatMessageId = 'shell.chat.verse.failed';

export type ChatChoice =
  | 'new-visitor'
  | 'service-times'
  | 'location'
  | 'donate'
  | 'daily-verse'
  | 'prayer-request'
  | 'events'
  | 'children'
  | 'shop-media'
  | 'question';

interface ChoiceBase {
  value: ChatChoice;
  label: ChatMessageId;
}

/** A choice whose answer is written out here. */
interface CannedChoice extends ChoiceBase {
  kind: 'canned';
  reply: readonly Paragraph[];
}

/** A choice whose answer is the parish's details as the office keeps them (read when asked). */
interface DetailsChoice extends ChoiceBase {
  kind: 'details';
  reply(details: ParishDetails): readonly Paragraph[];
}

/** A choice whose answer is the church hours, read from the schedule when asked. */
interface HoursChoice extends ChoiceBase {
  kind: 'hours';
  /** `hours` is null when the schedule could not be read. */
  reply(hours: readonly ChurchHour[] | null): readonly Paragraph[];
}

/** A choice whose answer needs today's verse from the API. */
interface VerseChoice extends ChoiceBase {
  kind: 'verse';
}

/** A choice with a text box whose text goes to the parish office. */
export interface MessageChoice extends ChoiceBase {
  kind: 'message';
  topic: ChatTopic;
  /** Accessible name of the text box. */
  fieldLabel: ChatMessageId;
  placeholder: ChatMessageId;
  /** What the assistant says once the office has the message. */
  confirmation: readonly Paragraph[];
}

export type ChoiceDefinition =
  CannedChoice | DetailsChoice | HoursChoice | VerseChoice | MessageChoice;

/** A paragraph of one message, its marked parts linking to `links`' pages. */
export const say = (
  id: ChatMessageId,
  values?: ChatText['values'],
  links?: Readonly<Record<string, string>>,
): Paragraph => [{ kind: 'text', text: { id, values }, links }];

/**
 * The church hours, the services the schedule features, as /about lists
 * them (issue 38: the schedule is their one source), and where every Mass
 * time is. The names and times come named and formatted in the page's
 * language; the sentence around them is ours.
 */
export function serviceTimesReply(hours: readonly ChurchHour[] | null): readonly Paragraph[] {
  if (hours === null || hours.length === 0) {
    return [say('shell.chat.serviceTimes.none', {}, { link: '/mass-times' })];
  }
  const list = hours.map(({ label, time }): ChatText => ({
    id: 'shell.chat.serviceTimes.item',
    values: { label, time },
  }));
  return [
    say('shell.chat.serviceTimes.reply', { times: { list } }),
    say('shell.chat.serviceTimes.all', {}, { link: '/mass-times' }),
  ];
}

/** The ten choices of the spec (section 2, Chat assistant), in its order. */
export const CHAT_CHOICES: readonly ChoiceDefinition[] = [
  {
    value: 'new-visitor',
    label: 'shell.chat.choice.newVisitor',
    kind: 'canned',
    reply: [
      say('shell.chat.newVisitor.welcome'),
      say('shell.chat.newVisitor.page', {}, { link: '/about/new' }),
    ],
  },
  {
    value: 'service-times',
    label: 'shell.chat.choice.serviceTimes',
    kind: 'hours',
    reply: serviceTimesReply,
  },
  {
    value: 'location',
    label: 'shell.chat.choice.location',
    kind: 'details',
    reply: ({ contact }) => [
      say('shell.chat.location.address', { address: contact.address }),
      [
        {
          kind: 'external-link',
          text: { id: 'shell.chat.location.directions' },
          href: mapUrlFor(contact.address),
        },
      ],
    ],
  },
  {
    value: 'donate',
    label: 'shell.chat.choice.donate',
    kind: 'canned',
    reply: [say('shell.chat.donate.reply', {}, { link: '/giving' })],
  },
  { value: 'daily-verse', label: 'shell.chat.choice.dailyVerse', kind: 'verse' },
  {
    value: 'prayer-request',
    label: 'shell.chat.choice.prayerRequest',
    kind: 'message',
    topic: 'prayer_request',
    fieldLabel: 'shell.chat.prayerRequest.field',
    placeholder: 'shell.chat.prayerRequest.placeholder',
    confirmation: [say('shell.chat.prayerRequest.sent')],
  },
  {
    value: 'events',
    label: 'shell.chat.choice.events',
    kind: 'canned',
    reply: [
      say('shell.chat.events.intro'),
      [
        {
          kind: 'list',
          items: [{ id: 'shell.chat.events.youthRetreat' }, { id: 'shell.chat.events.serviceDay' }],
        },
      ],
      say('shell.chat.events.calendar', {}, { link: '/calendar' }),
    ],
  },
  {
    value: 'children',
    label: 'shell.chat.choice.children',
    kind: 'canned',
    reply: [say('shell.chat.children.reply')],
  },
  {
    value: 'shop-media',
    label: 'shell.chat.choice.shopMedia',
    kind: 'canned',
    reply: [say('shell.chat.shopMedia.reply', {}, { shop: '/shop', media: '/media' })],
  },
  {
    value: 'question',
    label: 'shell.chat.choice.question',
    kind: 'message',
    topic: 'question',
    fieldLabel: 'shell.chat.question.field',
    placeholder: 'shell.chat.question.placeholder',
    confirmation: [say('shell.chat.question.sent', {}, { link: '/about/contact' })],
  },
];

export function findChoice(value: string): ChoiceDefinition | undefined {
  return CHAT_CHOICES.find((choice) => choice.value === value);
}

export function verseReply(verse: { text: string; reference: string }): readonly Paragraph[] {
  return [
    say('shell.chat.verse.intro'),
    say('shell.chat.verse.quote', { text: verse.text, reference: verse.reference }),
  ];
}

/** Why a prayer request or question could not be sent (`reason`: a message or the server's words). */
export function notSentReply(topic: ChatTopic, reason: ChatValue): readonly Paragraph[] {
  return [say('shell.chat.notSent', { topic, reason })];
}

export const GREETING: readonly Paragraph[] = [say('shell.chat.greeting')];
