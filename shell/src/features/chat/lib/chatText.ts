import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '@parish/shared-types';
import type { MessageValues, Translate } from '@parish/shared-web';
import type { ChatMessageId } from './i18n';
import type { ChatText, ChatValue } from './chatScript';

/** Stands for `<` in the data a message is filled with, so only the message's own marks are cut. */
const LESS_THAN = '\u0001';

/**
 * How the assistant lists things in `language`: `A, B and C` in English, as
 * it always has (the list format of British English, since en-US adds a
 * serial comma), `A, B y C` in Spanish (`e` before an "i" sound).
 */
export function listFormatFor(language: Language): Intl.ListFormat {
  const locale = language === DEFAULT_LANGUAGE ? 'en-GB' : LANGUAGE_LOCALES[language];
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
}

/** What formats the assistant's texts: the page's `t` and its list format. */
export interface ChatFormat {
  t: Translate<ChatMessageId>;
  list: Intl.ListFormat;
}

function valueOf(value: ChatValue, format: ChatFormat): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('list' in value) return format.list.format(value.list.map((item) => chatText(item, format)));
  return chatText(value, format);
}

function translate(text: ChatText, format: ChatFormat, escape: (value: string) => string): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(text.values ?? {})) {
    const filled = valueOf(value, format);
    values[name] = typeof filled === 'string' ? escape(filled) : filled;
  }
  return format.t(text.id, values);
}

/** A message of the assistant's as plain text in the page's language. */
export function chatText(text: ChatText, format: ChatFormat): string {
  return translate(text, format, (value) => value);
}

/** A piece of a message: text, or the text of a marked part and where it links. */
export interface ChatSegment {
  text: string;
  link?: string;
}

/**
 * A message cut at its marked parts, each a link: with `{ link: '/about/new' }`,
 * `Our <link>I'm New</link> page explains…` is "Our ", "I'm New" linking to
 * /about/new, then " page explains…"; the Spanish puts the mark where its
 * grammar wants it. Marks not in `links` stay as they are, and the message's
 * values (an address, a verse) are never read as marks.
 */
export function chatSegments(
  text: ChatText,
  links: Readonly<Record<string, string>> | undefined,
  format: ChatFormat,
): ChatSegment[] {
  const names = Object.keys(links ?? {});
  const message = translate(text, format, (value) =>
    names.length === 0 ? value : value.replaceAll('<', LESS_THAN),
  );
  if (!links || names.length === 0) return [{ text: message }];
  const unescape = (value: string) => value.replaceAll(LESS_THAN, '<');
  // Mark names are words of the script's own (`link`, `shop`).
  const marks = new RegExp(`<(${names.join('|')})>(.*?)</\\1>`, 'gs');
  const segments: ChatSegment[] = [];
  let from = 0;
  for (const match of message.matchAll(marks)) {
    const [whole, name = '', inside = ''] = match;
    if (match.index > from) segments.push({ text: unescape(message.slice(from, match.index)) });
    segments.push({ text: unescape(inside), link: links[name] });
    from = match.index + whole.length;
  }
  if (from < message.length) segments.push({ text: unescape(message.slice(from)) });
  return segments;
}
