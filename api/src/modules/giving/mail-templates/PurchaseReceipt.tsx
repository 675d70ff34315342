import { toCents } from '../../../lib/money';
import {
  Mail,
  formatInstantDate,
  formatMoney,
  providerLabel,
  type PurchaseReceiptMail,
  type MailTemplateProps,
} from '../../messaging';

export type PurchaseReceiptProps = MailTemplateProps<PurchaseReceiptMail>;

export function PurchaseReceipt({ data, site, subject }: PurchaseReceiptProps) {
  const total = formatMoney(data.amountCents);
  return (
    <Mail.Layout site={site} title={subject} preview={`Your purchase of ${total}: receipt.`}>
      <Mail.Title>Thank you for your purchase</Mail.Title>
      <Mail.Paragraph>
        Dear {data.buyerName}, thank you for your purchase from {site.name}. This e-mail is your
        receipt.
      </Mail.Paragraph>
      <Mail.Subtitle>Items</Mail.Subtitle>
      <Mail.Details
        rows={data.items.map((item) => {
          // In dollars, as the JSON API shows it.
          const unitCents = toCents(item.unit_price);
          return [
            item.title,
            `${item.quantity} × ${formatMoney(unitCents)} = ${formatMoney(unitCents * item.quantity)}`,
          ] as const;
        })}
      />
      <Mail.Details
        rows={[
          ['Total', total],
          ['Date', formatInstantDate(data.receivedAt, site.timeZone)],
          ['Paid with', providerLabel(data.provider)],
          ['Reference', data.reference],
        ]}
      />
      <Mail.ActionButton href={data.receiptUrl}>View your receipt</Mail.ActionButton>
    </Mail.Layout>
  );
}
