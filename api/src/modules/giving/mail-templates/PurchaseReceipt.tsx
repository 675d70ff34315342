import { toCents } from '../../../lib/money';
import {
  ActionButton,
  Details,
  Layout,
  Paragraph,
  Subtitle,
  Title,
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
    <Layout site={site} title={subject} preview={`Your purchase of ${total}: receipt.`}>
      <Title>Thank you for your purchase</Title>
      <Paragraph>
        Dear {data.buyerName}, thank you for your purchase from {site.name}. This e-mail is your
        receipt.
      </Paragraph>
      <Subtitle>Items</Subtitle>
      <Details
        rows={data.items.map((item) => {
          // In dollars, as the JSON API shows it.
          const unitCents = toCents(item.unit_price);
          return [
            item.title,
            `${item.quantity} × ${formatMoney(unitCents)} = ${formatMoney(unitCents * item.quantity)}`,
          ] as const;
        })}
      />
      <Details
        rows={[
          ['Total', total],
          ['Date', formatInstantDate(data.receivedAt, site.timeZone)],
          ['Paid with', providerLabel(data.provider)],
          ['Reference', data.reference],
        ]}
      />
      <ActionButton href={data.receiptUrl}>View your receipt</ActionButton>
    </Layout>
  );
}
