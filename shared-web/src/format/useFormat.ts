import { useMemo } from 'react';
import { useLanguage } from '../i18n/translations';
import { useT } from '../i18n/messages';
import { formatDate, formatDateTime, formatPrice, formatTime12h } from './format';

/**
 * Dates, times and money in the page's language (format.ts): `const format
 * = useFormat(); format.date('2026-12-25')` → `Dec 25, 2026` or `25 dic 2026`.
 */
export function useFormat() {
  const language = useLanguage();
  const t = useT();
  return useMemo(
    () => ({
      language,
      price: (amount: number) => formatPrice(amount, language),
      /** `Free` (in the page's language) for nothing, otherwise the price. */
      ticketPrice: (amount: number) =>
        amount > 0 ? formatPrice(amount, language) : t('shared-web.price.free'),
      date: (isoDate: string) => formatDate(isoDate, language),
      time: (time: string) => formatTime12h(time, language),
      dateTime: (isoDateTime: string) => formatDateTime(isoDateTime, language),
    }),
    [language, t],
  );
}
