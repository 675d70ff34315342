/**
 * What the pseudo-locale run (pseudoLocale.ts) reads on a page and which of
 * it counts as a finding: a text with letters outside a pseudo-localized
 * span (`⟦…⟧`, every catalog message in that build), unless it is data.
 */
import type { Page } from 'playwright-core';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '@parish/tooling/pseudo-locale';
import { esES } from '@mui/x-date-pickers/locales';
import { LANGUAGE_LOCALES, PAGE_DATA_ELEMENT_ID } from '@parish/shared-types';

/** One text a visitor reads or hears, and where. */
export interface PageText {
  text: string;
  /** `button[aria-label]`, `p.MuiTypography-root`, `title`, … */
  element: string;
}

export interface Finding extends PageText {
  /** The words outside any span that are none of the allowed ones. */
  words: string;
}

/**
 * Proper names and words that are the same in every language, written in
 * the code on purpose. Keep it short: anything else is a finding.
 */
const ALLOWED_NAMES = [
  'Holy Trinity Ecumenical Catholic Church', // the parish's name (page titles), then its short one
  'Holy Trinity',
  'PayPal',
  'Stripe',
  'Venmo',
  'Facebook',
  'Instagram',
  'YouTube',
  'English', // the language switch names the other language in it (docs/i18n.md)
  'Español',
];

/** The words Intl writes in dates and times for Spanish pages (months, weekdays, `p. m.`). */
function intlWords(): Set<string> {
  const locale = LANGUAGE_LOCALES.es;
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.match(/\p{L}+/gu) ?? []) words.add(word.toLowerCase());
  };
  const styles = ['long', 'short', 'narrow'] as const;
  for (let day = 0; day < 7; day += 1) {
    for (const weekday of styles) {
      add(new Intl.DateTimeFormat(locale, { weekday }).format(Date.UTC(2026, 0, 4 + day, 12)));
    }
  }
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(Date.UTC(2026, month, 10, 9 + month));
    for (const style of styles) add(new Intl.DateTimeFormat(locale, { month: style }).format(date));
    add(new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date));
  }
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const unit of ['day', 'week', 'month'] as const) {
    for (const amount of [-2, -1, 0, 1, 2]) add(relative.format(amount, unit));
  }
  return words;
}

const INTL_WORDS = intlWords();
/** Addresses: a URL, a site's path (`/media/blog/advent`), an e-mail address, a domain. */
const URL_OR_EMAIL =
  /\b(?:https?:\/\/|www\.)\S+|(?:^|\s)\/[\w\-/.?=&#%]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+\.(?:org|com)\b/g;

/** `text` without its pseudo-localized spans, innermost first (a message may hold another). */
function outsideSpans(text: string): string[] {
  const span = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g');
  let rest = text;
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(span, '\u0000');
  }
  return rest.split('\u0000');
}

/**
 * Texts the page was given as data: every string of its API answers and of
 * the server's page data. A text found inside one of them is the office's,
 * or a seeded record's, not the code's.
 */
export class PageData {
  private strings = new Set<string>();
  private joined: string | null = null;

  add(value: unknown): void {
    if (typeof value === 'string') {
      if (/\p{L}/u.test(value)) this.strings.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) this.add(item);
    } else if (typeof value === 'object' && value !== null) {
      // A record the office reads as it is stored (an audit entry's details) shows as JSON.
      this.strings.add(JSON.stringify(value));
      for (const item of Object.values(value)) this.add(item);
    }
    this.joined = null;
  }

  /** Whether some data says `segment`, as whole words (a short "Edit" is not in "Edited"). */
  holds(segment: string, truncated = false): boolean {
    const joined = (this.joined ??= [...this.strings].join('\n'));
    const wordy = /[\p{L}\p{N}]/u;
    for (let at = joined.indexOf(segment); at >= 0; at = joined.indexOf(segment, at + 1)) {
      const before = joined[at - 1] ?? ' ';
      const after = joined[at + segment.length] ?? ' ';
      // A text the page shortened (`…`) may end inside a word.
      if (!wordy.test(before) && (truncated || !wordy.test(after))) return true;
    }
    return false;
  }

  /** `text` without the data strings it holds (a title and its reference, joined by the page). */
  without(text: string): string {
    let rest = text;
    for (const value of this.strings) {
      if (value.length >= 3 && rest.includes(value)) rest = rest.split(value).join(' ');
    }
    return rest;
  }
}

/**
 * The date pickers' own Spanish (MUI X's locale, loaded with them on Spanish
 * pages; shared-web's pickerLocale.ts): a library's translation, not ours.
 */
function pickerTexts(): PageData {
  const texts = new PageData();
  const samples = [
    { digitAmount: 4, contentType: 'digit', format: 'YYYY' },
    { digitAmount: 2, contentType: 'digit', format: 'MM' },
    { digitAmount: 2, contentType: 'letter', format: 'MMMM' },
  ];
  for (const text of Object.values(
    esES.components.MuiLocalizationProvider.defaultProps.localeText,
  )) {
    if (typeof text !== 'function') texts.add(text);
    else
      for (const sample of [...samples, 'year', 'day', null]) texts.add(callSafely(text, sample));
  }
  return texts;
}

function callSafely(text: (...args: never[]) => unknown, sample: unknown): unknown {
  try {
    return (text as (argument: unknown) => unknown)(sample);
  } catch {
    return null;
  }
}

const PICKER_TEXTS = pickerTexts();

/** The words of `text` that make it a finding, or null. */
export function unexpectedWords(text: string, data: PageData): string | null {
  const words = outsideSpans(text).flatMap((piece) => {
    // The piece as data has it: the page adds separators (`·`, `—`) and ellipses around it.
    const truncated = /(?:\.\.\.|…)$/u.test(piece.trim());
    const segment = piece
      .trim()
      .replace(/(?:\.\.\.|…)$/u, '')
      .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}?!.)]+$/gu, '');
    if (!/\p{L}/u.test(segment) || data.holds(segment, truncated)) return [];
    if (PICKER_TEXTS.holds(segment)) return [];
    let rest = PICKER_TEXTS.without(data.without(piece)).replace(URL_OR_EMAIL, ' ');
    for (const name of ALLOWED_NAMES) rest = rest.split(name).join(' ');
    // Words only: a code such as `bid1234567890` is none.
    return (rest.match(/[\p{L}\p{N}]+/gu) ?? []).filter(
      (word) => !/\p{N}/u.test(word) && !INTL_WORDS.has(word.toLowerCase()),
    );
  });
  return words.length > 0 ? words.join(' ') : null;
}

/**
 * Every text on the page a visitor reads or hears: visible text nodes, the
 * accessible names and hints (`aria-label`, `title`, `alt`, `placeholder`),
 * the document's title and description. Text inside an element marked
 * English (`lang="en"`: the office's text without its Spanish) is left out.
 */
export async function pageTexts(page: Page): Promise<PageText[]> {
  // tsx names the functions below with its `__name` helper, which the page lacks.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(
    ([open, close]) => {
      const found: PageText[] = [];
      const label = (element: Element): string => {
        const tag = element.tagName.toLowerCase();
        const role = element.getAttribute('role');
        const className = [...element.classList].find((name) => !name.startsWith('css-'));
        const id = element.id && element.id !== 'root' ? `#${element.id}` : '';
        return `${tag}${id}${role ? `[role=${role}]` : ''}${className ? `.${className}` : ''}`;
      };
      const landmarks = '[id]:not(#root), header, footer, nav, main, [role=dialog]';
      const describe = (element: Element): string => {
        const within = element.parentElement?.closest(landmarks);
        return within ? `${label(element)} in ${label(within)}` : label(element);
      };
      const english = (element: Element) =>
        element.closest('[lang]')?.getAttribute('lang') === 'en';
      // A message holding an element (a link) is split over several text nodes: each is
      // given the marks of the spans it is inside, counted in document order.
      let depth = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
        const before = depth;
        depth = Math.max(0, depth + text.split(open).length - text.split(close).length);
        if (english(parent) || !parent.checkVisibility({ visibilityProperty: true })) continue;
        found.push({
          text: `${open.repeat(before)}${text}${close.repeat(depth)}`,
          element: describe(parent),
        });
      }
      const attributes = ['aria-label', 'title', 'alt', 'placeholder'];
      for (const element of document.body.querySelectorAll(
        attributes.map((a) => `[${a}]`).join(),
      )) {
        if (english(element)) continue;
        for (const attribute of attributes) {
          const text = element.getAttribute(attribute)?.trim();
          if (text) found.push({ text, element: `${describe(element)} [${attribute}]` });
        }
      }
      found.push({ text: document.title, element: 'title' });
      const description = document
        .querySelector('meta[name="description"]')
        ?.getAttribute('content');
      if (description) found.push({ text: description, element: 'meta[name=description]' });
      return found;
    },
    [PSEUDO_OPEN, PSEUDO_CLOSE] as const,
  );
}

/** The server's page data (the API answers it rendered the page from), as JSON. */
export async function serverPageData(page: Page): Promise<unknown> {
  const text = await page
    .locator(`#${PAGE_DATA_ELEMENT_ID}`)
    .textContent({ timeout: 1000 })
    .catch(() => null);
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** A page's findings, each text once. */
export function findingsOf(texts: PageText[], data: PageData): Finding[] {
  const seen = new Set<string>();
  return texts.flatMap((found) => {
    const words = unexpectedWords(found.text, data);
    const key = `${found.text}\u0000${found.element}`;
    if (!words || seen.has(key)) return [];
    seen.add(key);
    return [{ ...found, words }];
  });
}
