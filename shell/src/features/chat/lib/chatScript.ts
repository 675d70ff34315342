import { mapUrlFor, type ChatTopic, type ParishDetails } from '@parish/shared-types';

/**
 * What the assistant says, as data: text, links and lists. The panel renders
 * each part as React text or a link element, so nothing in a reply (or typed
 * by a visitor) is ever interpreted as HTML.
 */
export type ReplyPart =
  | { kind: 'text'; text: string }
  /** A page of this site, followed without reloading. */
  | { kind: 'link'; text: string; to: string }
  /** Another site, opened in a new tab. */
  | { kind: 'external-link'; text: string; href: string }
  | { kind: 'list'; items: readonly string[] };

export type Paragraph = readonly ReplyPart[];

export const CHAT_REPLY_DELAY_MS = 600;

export const CHAT_TITLE = 'Holy Trinity Virtual Assistant';
export const CHAT_SUBTITLE = 'Your spiritual guide';
export const CHAT_NO_CHOICE_LABEL = 'Select an option';

export const CHAT_UNKNOWN_CHOICE_REPLY =
  "I'm not sure how to respond to that yet. Try choosing another option!";
export const CHAT_VERSE_FAILURE_REPLY =
  'Unable to load verse at this time. Please try again later.';

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
  label: string;
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

/** A choice whose answer needs today's verse from the API. */
interface VerseChoice extends ChoiceBase {
  kind: 'verse';
}

/** A choice with a text box whose text goes to the parish office. */
export interface MessageChoice extends ChoiceBase {
  kind: 'message';
  topic: ChatTopic;
  /** Accessible name of the text box. */
  fieldLabel: string;
  placeholder: string;
  /** What the assistant says once the office has the message. */
  confirmation: readonly Paragraph[];
  /** How the failure reply names what could not be sent. */
  noun: string;
}

export type ChoiceDefinition = CannedChoice | DetailsChoice | VerseChoice | MessageChoice;

const text = (value: string): ReplyPart => ({ kind: 'text', text: value });
const link = (value: string, to: string): ReplyPart => ({ kind: 'link', text: value, to });

/** `A, B and C`. */
function listed(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The service times the office keeps (the dashboard's Parish details), the
 * same as /about shows; before issue 26 the chat had the spec's own
 * (Sundays 9 AM and 6 PM, weekdays 7 AM), which no page agreed with.
 */
export function serviceTimesReply({ service_times }: ParishDetails): readonly Paragraph[] {
  if (service_times.length === 0) {
    return [
      [text('Please see our '), link('calendar', '/calendar'), text(' for our next services.')],
    ];
  }
  const times = listed(service_times.map((item) => `${item.label} at ${item.time}`));
  return [[text(`Our services: ${times}. Everyone is welcome!`)]];
}

/** The ten choices of the spec (section 2, Chat assistant), in its order. */
export const CHAT_CHOICES: readonly ChoiceDefinition[] = [
  {
    value: 'new-visitor',
    label: "I'm new here",
    kind: 'canned',
    reply: [
      [
        text(
          "Welcome to Holy Trinity! We're so glad you're here. Whether you are exploring faith or looking for a church home, you will find a warm community with us.",
        ),
      ],
      [text('Our '), link("I'm New", '/about/new'), text(' page explains what to expect.')],
    ],
  },
  {
    value: 'service-times',
    label: 'Worship service times',
    kind: 'details',
    reply: serviceTimesReply,
  },
  {
    value: 'location',
    label: 'Location and directions',
    kind: 'details',
    reply: ({ contact }) => [
      [text(`You can find us at ${contact.address}.`)],
      [
        {
          kind: 'external-link',
          text: 'Get directions on Google Maps',
          href: mapUrlFor(contact.address),
        },
      ],
    ],
  },
  {
    value: 'donate',
    label: 'Donate or pledge',
    kind: 'canned',
    reply: [
      [
        text('Thank you for your generosity! You can give once or set up a recurring gift on our '),
        link('Giving page', '/giving'),
        text('.'),
      ],
    ],
  },
  { value: 'daily-verse', label: 'Daily Bible verse', kind: 'verse' },
  {
    value: 'prayer-request',
    label: 'Prayer request',
    kind: 'message',
    topic: 'prayer_request',
    fieldLabel: 'Your prayer request',
    placeholder: 'What would you like us to pray for?',
    noun: 'prayer request',
    confirmation: [
      [
        text(
          'Thank you for sharing your prayer request. It has been sent to the parish office, and we will keep your intention in our prayers.',
        ),
      ],
    ],
  },
  {
    value: 'events',
    label: 'Upcoming events and calendar',
    kind: 'canned',
    reply: [
      [text('Here are our upcoming events:')],
      [{ kind: 'list', items: ['Youth Retreat: May 15', 'Community Service Day: May 21'] }],
      [text('See every event on our '), link('calendar', '/calendar'), text('.')],
    ],
  },
  {
    value: 'children',
    label: "Children's ministry info",
    kind: 'canned',
    reply: [
      [
        text(
          "Our children's ministry meets on Sundays at 10 AM for ages 4–12, with Bible stories, songs and crafts.",
        ),
      ],
    ],
  },
  {
    value: 'shop-media',
    label: 'Church shop and media',
    kind: 'canned',
    reply: [
      [
        text('Browse books and gifts in our '),
        link('church shop', '/shop'),
        text(', and watch sermons and videos on our '),
        link('media page', '/media'),
        text('.'),
      ],
    ],
  },
  {
    value: 'question',
    label: 'Ask a question',
    kind: 'message',
    topic: 'question',
    fieldLabel: 'Your question',
    placeholder: 'Type your question here...',
    noun: 'question',
    confirmation: [
      [
        text(
          'Thank you for your question. It has been sent to the parish office. If you would like a personal answer, please also leave your contact details on our ',
        ),
        link('Contact Us', '/about/contact'),
        text(' page.'),
      ],
    ],
  },
];

export function findChoice(value: string): ChoiceDefinition | undefined {
  return CHAT_CHOICES.find((choice) => choice.value === value);
}

export function verseReply(verse: { text: string; reference: string }): readonly Paragraph[] {
  return [[text("Today's verse:")], [text(`“${verse.text}” — ${verse.reference}`)]];
}

export const GREETING: readonly Paragraph[] = [
  [
    text(
      "Hello! I'm the parish's virtual assistant. Choose an option below and I'll do my best to help.",
    ),
  ],
];
