import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import * as sharedTypes from '../../index';
import english from '../../locales/en.json';
import { specMessagesOf } from '../specMessages';

/*
 * Every message a person can read from shared-types is in `locales/en.json`
 * (so it has a Spanish text too: the catalog check sees to that): the
 * schemas' own messages, found by walking every exported schema; the
 * messages and labels exported as constants and functions; and the messages
 * the schemas' refinements add in code (`message: …`), read from the source.
 */

const messages = specMessagesOf(english);
const missing = (texts: Iterable<string>) =>
  [...new Set(texts)].filter((text) => !messages.match(text));

type Def = {
  type: string;
  error?: (issue: unknown) => unknown;
  checks?: Array<{ _zod: { def: Def } }>;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
};

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The messages a schema's definition gives: its own `error` and each check's. */
function schemaMessages(schema: z.ZodType, found = new Set<string>(), seen = new Set<unknown>()) {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const say = (error: Def['error']) => {
    if (!error) return;
    // An error function may word a missing value apart from a wrong one.
    for (const input of [undefined, null, 'x', 1]) {
      const message = error({ input, code: 'invalid_type' });
      if (typeof message === 'string') found.add(message);
      else if (message && typeof (message as { message?: unknown }).message === 'string') {
        found.add((message as { message: string }).message);
      }
    }
  };
  say(def.error);
  for (const check of def.checks ?? []) say(check._zod.def.error);
  const children = [
    ...Object.values(def.shape ?? {}),
    def.in,
    def.out,
    def.innerType,
    def.element,
    ...(def.options ?? []),
  ];
  for (const child of children) if (isSchema(child)) schemaMessages(child, found, seen);
  return found;
}

describe("shared-types' catalog", () => {
  it('has every message an exported schema gives', () => {
    const schemas = Object.entries(sharedTypes).filter(([, value]) => isSchema(value));
    expect(schemas.length).toBeGreaterThan(40);
    const found = new Set<string>();
    for (const [, schema] of schemas) schemaMessages(schema as z.ZodType, found);
    expect(found.size).toBeGreaterThan(100);
    expect(missing(found)).toEqual([]);
  });

  it('has every exported message and label', () => {
    const texts: string[] = [];
    for (const [name, value] of Object.entries(sharedTypes)) {
      if (typeof value === 'string' && /_(MESSAGE|STATEMENT)$/.test(name)) texts.push(value);
    }
    const records = [
      sharedTypes.CHAT_EMPTY_MESSAGES,
      sharedTypes.RECURRING_GIFT_CHANGE_NOTICES,
      sharedTypes.ADMIN_ROLE_LABELS,
      sharedTypes.MAIL_KINDS,
      sharedTypes.CONTACT_SOURCE_LABELS,
      sharedTypes.AUDIT_ENTITY_LABELS,
    ];
    for (const record of records) texts.push(...Object.values(record));
    texts.push(...sharedTypes.GIVING_FUNDS.map((fund) => fund.label));
    texts.push(...sharedTypes.RECURRING_GIFT_PLANS.map((plan) => plan.label));
    texts.push(...sharedTypes.COURSES.map((course) => course.title));
    texts.push(...sharedTypes.VIDEO_CATEGORIES);
    texts.push(
      sharedTypes.ticketsAvailableMessage(0),
      sharedTypes.ticketsAvailableMessage(3),
      sharedTypes.pendingHoldsLimitMessage(1),
      sharedTypes.pendingHoldsLimitMessage(2),
      sharedTypes.checkedInMessage(7, 'Ana Pérez'),
      sharedTypes.alreadyCheckedInMessage('7:02 PM'),
      sharedTypes.waitlistClaimTooManyMessage(1),
      sharedTypes.waitlistClaimTooManyMessage(3),
      sharedTypes.splitMismatchMessage(40, 50),
      sharedTypes.adminEmailTakenMessage('ana@example.org'),
    );
    expect(texts.length).toBeGreaterThan(150);
    expect(missing(texts)).toEqual([]);
  });

  it('has every message the refinements add in code', () => {
    const root = path.resolve(__dirname, '../..');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory())
          return ['__tests__', 'testing'].includes(entry.name) ? [] : files(full);
        return entry.name.endsWith('.ts') ? [full] : [];
      });
    const texts: string[] = [];
    for (const file of files(root)) {
      const source = fs.readFileSync(file, 'utf8');
      // `message: 'text'` and `message: \`text ${value}\``, a value standing for any number.
      for (const [, quoted, template] of source.matchAll(/\bmessage:\s*(?:'([^']*)'|`([^`]*)`)/g)) {
        texts.push(quoted ?? (template ?? '').replace(/\$\{[^}]*\}/g, '7'));
      }
    }
    expect(texts.length).toBeGreaterThan(3);
    expect(missing(texts)).toEqual([]);
  });
});
