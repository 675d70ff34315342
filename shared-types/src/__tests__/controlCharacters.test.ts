import type { z } from 'zod';
import {
  adminCreateSchema,
  blogInputSchema,
  bookingInputSchema,
  captureOrderInputSchema,
  chatMessageInputSchema,
  checkoutSessionInputSchema,
  contactInputSchema,
  CONTROL_CHARACTERS_MESSAGE,
  eventInputSchema,
  isPlainText,
  leaderInputSchema,
  leaderPatchSchema,
  loginInputSchema,
  ministryInputSchema,
  newsletterInputSchema,
  productInputSchema,
  SINGLE_LINE_MESSAGE,
  validate,
  videoInputSchema,
} from '../index';

const NUL = '\u0000';

describe('isPlainText', () => {
  it('refuses every C0 control character on one line', () => {
    for (let code = 0; code < 0x20; code++) {
      expect(isPlainText(`a${String.fromCharCode(code)}b`)).toBe(false);
    }
    expect(isPlainText('Café — ☧ 😀, ordinary text')).toBe(true);
  });

  it('lets tab, line feed and carriage return through multi-line text only', () => {
    expect(isPlainText('one\ttwo\r\nthree', true)).toBe(true);
    for (const char of [NUL, '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f']) {
      expect(isPlainText(`one${char}two`, true)).toBe(false);
    }
  });
});

const ticket = { name: 'Ana Ruiz', email: 'ana@example.org', phone_number: '555-0100' };
const event = {
  title: 'Advent Lessons and Carols',
  description: 'Readings and music.',
  date: '2026-12-06',
  time: '18:30',
  location: 'Main Sanctuary',
  price: 12.5,
  max_attendees: 120,
  image: 'https://example.org/carols.jpg',
  registrationLink: 'https://example.org/register',
};
const leader = {
  name: 'Sr. Anne',
  title: 'Director',
  bio: 'Leads our catechists.',
  contact_email: 'anne@example.org',
  image: '/api/static/seed/leader-youth.svg',
  facebook: 'https://facebook.com/anne',
};

/** A valid input of each schema that takes text, and the path of one of its text fields. */
const CASES: [string, z.ZodType, Record<string, unknown>, (string | number)[], string][] = [
  ['event title', eventInputSchema, event, ['title'], SINGLE_LINE_MESSAGE],
  ['event description', eventInputSchema, event, ['description'], CONTROL_CHARACTERS_MESSAGE],
  ['event location', eventInputSchema, event, ['location'], SINGLE_LINE_MESSAGE],
  ['event image', eventInputSchema, event, ['image'], 'Please enter a valid URL'],
  ['event link', eventInputSchema, event, ['registrationLink'], 'Please enter a valid URL'],
  ['leader bio', leaderInputSchema, leader, ['bio'], CONTROL_CHARACTERS_MESSAGE],
  ['leader facebook', leaderInputSchema, leader, ['facebook'], 'Please enter a valid URL'],
  ['leader edit name', leaderPatchSchema, { name: 'Anne' }, ['name'], SINGLE_LINE_MESSAGE],
  [
    'ministry schedule',
    ministryInputSchema,
    {
      title: 'Choir',
      description: 'We sing.',
      image: '/x.svg',
      leader: 'Ann',
      schedule: 'Thursdays',
      location: 'Loft',
    },
    ['schedule'],
    SINGLE_LINE_MESSAGE,
  ],
  [
    'video title',
    videoInputSchema,
    { title: 'Homily', youtube_url: 'https://youtu.be/x', category: 'Liturgies & Homilies' },
    ['title'],
    SINGLE_LINE_MESSAGE,
  ],
  [
    'blog content',
    blogInputSchema,
    { title: 'News', content: 'Text' },
    ['content'],
    CONTROL_CHARACTERS_MESSAGE,
  ],
  [
    'shop item description',
    productInputSchema,
    { title: 'Rosary', description: 'Beads', price: 12.5, image: '/x.svg' },
    ['description'],
    CONTROL_CHARACTERS_MESSAGE,
  ],
  [
    'contact phone',
    contactInputSchema,
    { name: 'Mary', email: 'mary@example.org', message: 'Hi', phone_number: '555' },
    ['phone_number'],
    SINGLE_LINE_MESSAGE,
  ],
  [
    'chat message',
    chatMessageInputSchema,
    { topic: 'question', message: 'Hi' },
    ['message'],
    CONTROL_CHARACTERS_MESSAGE,
  ],
  [
    'newsletter e-mail',
    newsletterInputSchema,
    { email: 'ann@example.org' },
    ['email'],
    'Please enter a valid email address.',
  ],
  [
    'ticket phone',
    bookingInputSchema,
    { event: 1, number_of_tickets: 1, payment_method: 'card', tickets: [ticket] },
    ['tickets', 0, 'phone_number'],
    SINGLE_LINE_MESSAGE,
  ],
  [
    'login e-mail',
    loginInputSchema,
    { email: 'admin@example.org', password: 'secret-pass' },
    ['email'],
    SINGLE_LINE_MESSAGE,
  ],
  [
    'admin name',
    adminCreateSchema,
    { email: 'office@example.org', name: 'Office', password: 'long-enough' },
    ['name'],
    SINGLE_LINE_MESSAGE,
  ],
  [
    'checkout product title',
    checkoutSessionInputSchema,
    { product: { title: 'Rosary', description: 'Beads' } },
    ['product', 'title'],
    SINGLE_LINE_MESSAGE,
  ],
  [
    'checkout product description',
    checkoutSessionInputSchema,
    { product: { title: 'Rosary', description: 'Beads' } },
    ['product', 'description'],
    CONTROL_CHARACTERS_MESSAGE,
  ],
  [
    'PayPal order id',
    captureOrderInputSchema,
    { orderID: 'SANDBOX-1' },
    ['orderID'],
    SINGLE_LINE_MESSAGE,
  ],
];

/** `input` with `suffix` appended to the string at `path`. */
function appended(input: Record<string, unknown>, path: (string | number)[], suffix: string) {
  const copy = structuredClone(input);
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] ?? '';
  parent[last] = `${String(parent[last])}${suffix}`;
  return copy;
}

describe('every text field refuses NUL, naming the field', () => {
  it.each(CASES)('%s', (_label, schema, valid, path, message) => {
    expect(validate(schema, valid).ok).toBe(true);
    expect(validate(schema, appended(valid, path, `x${NUL}y`))).toEqual({
      ok: false,
      errors: { [path.join('.')]: message },
    });
  });

  it('one-line fields refuse line breaks and tabs inside, multi-line fields keep them', () => {
    expect(validate(eventInputSchema, { ...event, title: 'Advent\nCarols' })).toEqual({
      ok: false,
      errors: { title: SINGLE_LINE_MESSAGE },
    });
    // Around the text they are trimmed away, as before.
    expect(validate(eventInputSchema, { ...event, title: '\tAdvent Carols\n' }).ok).toBe(true);
    const result = validate(eventInputSchema, {
      ...event,
      description: 'Readings.\r\n\tThen music.',
    });
    expect(result.ok && result.value.description).toBe('Readings.\r\n\tThen music.');
  });
});
