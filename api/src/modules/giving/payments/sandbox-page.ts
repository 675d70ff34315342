/**
 * The sandbox provider's checkout page, as HTML: a small server-rendered
 * page (no scripts, no external assets) showing what is paid and how much,
 * with Approve and Cancel.
 */
import {
  apiPaths,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import { escapeHtml } from '@parish/shared-types';
import { apiTexts, type ApiTranslate } from '../../../lib/i18n';
import { formatDate, formatMoney } from '../../messaging';
import type { BookingWithEvent } from '../../ticketing';
import type { FundNames } from '../funds/names';
import type { FundShareCents } from './gifts-repository';
import { frequencyKey } from './pricing';
import { purchasedItems, toPaymentJson, type PaymentRow } from './repository';

/** Dollars as the page's language writes them ($1,250.50). */
const money = (dollars: number, language: Language) =>
  formatMoney(Math.round(dollars * 100), language);

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; border: 1px solid GrayText; border-radius: 0.75rem; }
  .notice { padding: 0.5rem 0.75rem; border-left: 4px solid #b45309; background: color-mix(in srgb, #f59e0b 15%, Canvas); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .amount { font-size: 1.5rem; font-weight: 700; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.5rem; cursor: pointer; border: 2px solid #1d4ed8; }
  button[value="approve"] { background: #1d4ed8; color: #fff; }
  button[value="cancel"] { background: transparent; color: inherit; border-color: GrayText; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function page(title: string, body: string, language: Language): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function messagePage(
  title: string,
  message: string,
  link?: { href: string; text: string },
  language: Language = DEFAULT_LANGUAGE,
) {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}`, language);
}

/** The language of the page the payment was started on: its checkout page speaks it. */
export function paymentLanguage(payment: PaymentRow): Language {
  return isLanguage(payment.language) ? payment.language : DEFAULT_LANGUAGE;
}

function bookingLine(
  bookingId: string,
  paidFor: BookingWithEvent | undefined,
  t: ApiTranslate,
  language: Language,
): string {
  if (!paidFor) return escapeHtml(bookingId);
  const { title, titleEs, date } = paidFor.event;
  const line = t('api.sandbox.bookingLine', {
    count: paidFor.booking.numberOfTickets,
    title: language === 'es' && titleEs ? titleEs : title,
    // English shows the date as it always did (YYYY-MM-DD).
    date: language === DEFAULT_LANGUAGE ? date : formatDate(date, language),
    id: bookingId,
  });
  return escapeHtml(line);
}

/** The page showing what `payment` is for and its amount, with Approve and Cancel. */
export function checkoutPage(
  payment: PaymentRow,
  sessionId: string,
  booking: BookingWithEvent | undefined,
  shares: readonly FundShareCents[],
  fundNames: FundNames,
): string {
  const json = toPaymentJson(payment, shares);
  const language = paymentLanguage(payment);
  const t = apiTexts(language);
  const price = (dollars: number) => money(dollars, language);
  const rows: [string, string][] = [
    [t('api.sandbox.for'), escapeHtml(t('api.sandbox.purpose', { purpose: json.purpose }))],
  ];
  if (json.booking_id) {
    rows.push([t('api.sandbox.booking'), bookingLine(json.booking_id, booking, t, language)]);
  }
  for (const item of purchasedItems(payment, language) ?? []) {
    const line = t('api.sandbox.itemLine', {
      title: item.title,
      quantity: item.quantity,
      price: price(item.unit_price),
    });
    rows.push([t('api.sandbox.item'), escapeHtml(line)]);
  }
  if (json.price_id) {
    const frequency = frequencyKey(json.price_id as RecurringGiftPriceId);
    rows.push([t('api.sandbox.repeats'), escapeHtml(t('api.sandbox.frequency', { frequency }))]);
  }
  for (const share of json.funds) {
    const fund = fundNames.of(share.fund, language);
    rows.push([t('api.sandbox.fund'), `${escapeHtml(fund)}: ${price(share.amount)}`]);
  }
  if (json.processing_fee > 0) rows.push([t('api.sandbox.fee'), price(json.processing_fee)]);
  rows.push([t('api.sandbox.amount'), `<span class="amount">${price(json.amount)}</span> USD`]);
  const details = rows
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`)
    .join('\n');
  const action = escapeHtml(apiPaths.sandboxCheckout(sessionId));
  const title = t('api.sandbox.title');
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="notice" role="note">${escapeHtml(t('api.sandbox.notice'))}</p>
<dl>
${details}
</dl>
<form method="post" action="${action}">
<div class="actions">
<button type="submit" name="action" value="approve">${escapeHtml(t('api.sandbox.approve', { amount: price(json.amount) }))}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t('api.sandbox.cancel'))}</button>
</div>
</form>`,
    language,
  );
}
