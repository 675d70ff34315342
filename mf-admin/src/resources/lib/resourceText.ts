import { useMemo } from 'react';
import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import {
  createTranslations,
  formatDate,
  formatDateTime,
  formatPrice,
  formatTicketPrice,
  formatTime12h,
  useFormat,
  useSpecMessage,
  type MessageValues,
  type Translate,
} from '@parish/shared-web';
import english from '../../locales/en.json';
import { useT, type AdminMessageId } from '../../lib/i18n';

/** Dates, times and money in the page's language (`useFormat`). */
export type ResourceFormat = ReturnType<typeof useFormat>;

/**
 * What a resource's callbacks (a column's value and render, a record's
 * label) are given to word and format what they show: the page's `t`
 * and `format`, and `say` for a label shared-types defines (a fund's, a
 * role's: `useSpecMessage`).
 */
export interface ResourceContext {
  t: Translate<AdminMessageId>;
  format: ResourceFormat;
  say: (specText: string) => string;
}

/** The page's `t`, `format` and `say`, for the generic screens to hand the resources. */
export function useResourceContext(): ResourceContext {
  const t = useT();
  const format = useFormat();
  const say = useSpecMessage();
  return useMemo(() => ({ t, format, say }), [t, format, say]);
}

const sourceOnly = createTranslations(DEFAULT_LANGUAGE);
const source: Record<string, string> = english;

/**
 * English, outside any page: what the list's helpers default to (their unit
 * tests) and what tests read a definition's texts in.
 */
export const ENGLISH_CONTEXT: ResourceContext = {
  t: (id: AdminMessageId, values?: MessageValues) =>
    sourceOnly.i18n._({ id, message: source[id], values }),
  format: {
    language: DEFAULT_LANGUAGE,
    price: (amount) => formatPrice(amount),
    ticketPrice: formatTicketPrice,
    date: (isoDate) => formatDate(isoDate),
    time: (time) => formatTime12h(time),
    dateTime: (isoDateTime) => formatDateTime(isoDateTime),
  },
  say: (specText) => specText,
};

/**
 * A definition's text as the page shows it: a message id in the page's
 * language; a definition not translated yet (`englishOnly`) holds its
 * English as written. A choice labelled with shared-types' own label (a
 * fund's, a role's) is shown with `say` (`useSpecMessage`).
 */
export function resourceText(
  resource: { englishOnly?: boolean },
  t: Translate<AdminMessageId>,
  say: (specText: string) => string = (specText) => specText,
): (text: string) => string {
  if (resource.englishOnly) return (text) => text;
  return (text) => (text in source ? t(text as AdminMessageId) : say(text));
}
