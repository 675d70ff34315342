import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
  pseudoCatalog,
  pseudoLocaleWanted,
  pseudoMessage,
} from '../pseudoLocale.mjs';
import catalogLoader from '../../rspack/catalogLoader.mjs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LETTERS = /[A-Za-z]/;

describe('the pseudo-locale transform', () => {
  it('changes the text and marks the whole message', () => {
    const [open, text, close] = pseudoMessage('See the calendar') as string[];
    expect(open).toBe(PSEUDO_OPEN);
    expect(close).toBe(PSEUDO_CLOSE);
    expect(text).toHaveLength('See the calendar'.length);
    expect(text).not.toMatch(LETTERS);
  });

  it('keeps placeholders, plural and select keys and #', () => {
    const plural = pseudoMessage('{count, plural, one {# seat} other {# seats}} for {name}');
    const [, choice, , name] = plural as [string, unknown[], string, unknown[]];
    expect(choice[0]).toBe('count');
    expect(choice[1]).toBe('plural');
    const branches = choice[2] as Record<string, unknown[]>;
    expect(Object.keys(branches)).toEqual(expect.arrayContaining(['one', 'other']));
    expect(branches.one?.[0]).toBe('#');
    expect(branches.one?.[1]).not.toMatch(LETTERS);
    expect(name).toEqual(['name']);

    const select = pseudoMessage('{mode, select, dark {Dark} other {Light {when, date}}}');
    const [, [arg, kind, options]] = select as [
      string,
      [string, string, Record<string, unknown[]>],
    ];
    expect([arg, kind]).toEqual(['mode', 'select']);
    expect(Object.keys(options)).toEqual(expect.arrayContaining(['dark', 'other']));
    expect(options.other?.[1]).toEqual(['when', 'date']);
  });

  it('makes a catalog with the English ids', () => {
    const english = { 'a.one': 'One', 'a.two': 'Two {n}' };
    const catalog = pseudoCatalog(english);
    expect(Object.keys(catalog)).toEqual(Object.keys(english));
  });

  it('is off unless PARISH_PSEUDO_LOCALE=1', () => {
    expect(pseudoLocaleWanted({})).toBe(false);
    expect(pseudoLocaleWanted({ PARISH_PSEUDO_LOCALE: '0' })).toBe(false);
    expect(pseudoLocaleWanted({ PARISH_PSEUDO_LOCALE: '1' })).toBe(true);
  });
});

describe('the catalog loader', () => {
  // A catalog directory of its own: English, the source, beside the file compiled.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'catalogs-'));
  writeFileSync(
    path.join(dir, 'en.json'),
    JSON.stringify({ 'x.hello': 'Hello {name}', 'x.bye': 'Goodbye' }),
  );
  const spanish = JSON.stringify({ 'x.hello': 'Hola {name}' });
  const load = (file: string, source: string) =>
    JSON.parse(
      catalogLoader.call({ resourcePath: path.join(dir, file), addDependency: () => {} }, source),
    ) as unknown;

  afterEach(() => {
    delete process.env.PARISH_PSEUDO_LOCALE;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compiles English keyed by id, and another language without its ids, in the English order', () => {
    expect(load('en.json', JSON.stringify({ 'x.a': 'Home' }))).toEqual({ 'x.a': ['Home'] });
    // `null`: a message the language lacks, shown in English.
    expect(load('es.json', spanish)).toEqual([compileMessage('Hola {name}'), null]);
  });

  it('says the English, pseudo-localized, for another language in the pseudo-locale run', () => {
    process.env.PARISH_PSEUDO_LOCALE = '1';
    const [hello, bye] = load('es.json', spanish) as unknown[][];
    expect(hello?.[0]).toBe(PSEUDO_OPEN);
    expect(bye?.[0]).toBe(PSEUDO_OPEN);
    expect(load('en.json', JSON.stringify({ 'x.a': 'Home' }))).toEqual({ 'x.a': ['Home'] });
  });
});
