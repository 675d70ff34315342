/**
 * The sandbox provider's checkout page, as HTML: a small server-rendered
 * page (no scripts, no external assets) showing what is paid and how much,
 * with Approve and Cancel.
 */
import { apiPaths, fundLabel, type PaymentPurpose } from '@parish/shared-types';
import { escapeHtml } from '@parish/shared-types';
import type { BookingWithEvent } from '../../ticketing';
import type { FundShareCents } from './gifts-repository';
import { toPaymentJson, type PaymentRow } from './repository';

const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const PURPOSE_NAMES: Record<PaymentPurpose, string> = {
  booking: 'Event tickets',
  shop: 'Church shop purchase',
  donation: 'One-time gift',
  recurring_donation: 'Recurring gift',
};

const FREQUENCY_NAMES: Record<string, string> = {
  'gift-weekly': 'Weekly',
  'gift-biweekly': 'Every two weeks',
  'gift-monthly': 'Monthly',
};

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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
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

export function messagePage(title: string, message: string, link?: { href: string; text: string }) {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}`);
}

function bookingLine(bookingId: string, paidFor: BookingWithEvent | undefined): string {
  if (!paidFor) return escapeHtml(bookingId);
  const count = paidFor.booking.numberOfTickets;
  const tickets = count === 1 ? '1 ticket' : `${count} tickets`;
  const { title, date } = paidFor.event;
  return `${escapeHtml(tickets)} for ${escapeHtml(title)} on ${escapeHtml(date)} (booking ${escapeHtml(bookingId)})`;
}

/** The page showing what `payment` is for and its amount, with Approve and Cancel. */
export function checkoutPage(
  payment: PaymentRow,
  sessionId: string,
  booking: BookingWithEvent | undefined,
  shares: readonly FundShareCents[],
): string {
  const json = toPaymentJson(payment, shares);
  const rows: [string, string][] = [['For', escapeHtml(PURPOSE_NAMES[json.purpose])]];
  if (json.booking_id) rows.push(['Booking', bookingLine(json.booking_id, booking)]);
  for (const item of json.items ?? []) {
    rows.push([
      'Item',
      `${escapeHtml(item.title)} × ${item.quantity} at ${money(item.unit_price)}`,
    ]);
  }
  if (json.price_id)
    rows.push(['Repeats', escapeHtml(FREQUENCY_NAMES[json.price_id] ?? json.price_id)]);
  for (const share of json.funds) {
    rows.push(['Fund', `${escapeHtml(fundLabel(share.fund))}: ${money(share.amount)}`]);
  }
  if (json.processing_fee > 0) rows.push(['Processing fee', money(json.processing_fee)]);
  rows.push(['Amount', `<span class="amount">${money(json.amount)}</span> USD`]);
  const details = rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('\n');
  const action = escapeHtml(apiPaths.sandboxCheckout(sessionId));
  return page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<p class="notice" role="note">This is the parish site's test payment page. No card is charged and no money moves.</p>
<dl>
${details}
</dl>
<form method="post" action="${action}">
<div class="actions">
<button type="submit" name="action" value="approve">Approve payment of ${money(json.amount)}</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`,
  );
}
