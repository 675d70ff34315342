import {
  Mail,
  formatInstantDate,
  formatMoney,
  providerLabel,
  type GiftReceiptMail,
  type MailTemplateProps,
} from '../../messaging';

/** The written acknowledgment a US donor needs for a deductible gift (IRS Publication 1771). */
export const NO_GOODS_OR_SERVICES = 'No goods or services were provided in exchange for this gift.';

export type GiftReceiptProps = MailTemplateProps<GiftReceiptMail>;

export function GiftReceipt({ data, site, subject }: GiftReceiptProps) {
  const amount = formatMoney(data.amountCents);
  return (
    <Mail.Layout site={site} title={subject} preview={`Thank you for your gift of ${amount}.`}>
      <Mail.Title>Thank you for your gift</Mail.Title>
      <Mail.Paragraph>
        Dear {data.donorName}, thank you for your gift of {amount} to {site.name}. This e-mail is
        your receipt.
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          ['Donor', data.donorName],
          ['Date received', formatInstantDate(data.receivedAt, site.timeZone)],
          ['Amount', amount],
          data.feeCents > 0 && ['Processing fee you covered', formatMoney(data.feeCents)],
          data.frequency !== null && ['Frequency', `${data.frequency} (recurring gift)`],
          ['Paid with', providerLabel(data.provider)],
          ['Reference', data.reference],
        ]}
      />
      {data.funds.length > 0 ? (
        <>
          <Mail.Subtitle>Funds</Mail.Subtitle>
          <Mail.Details
            rows={data.funds.map((part) => [part.label, formatMoney(part.cents)] as const)}
          />
        </>
      ) : null}
      <Mail.Paragraph>
        <strong>{NO_GOODS_OR_SERVICES}</strong>
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          ['Organization', site.name],
          ['Address', site.address],
        ]}
      />
      <Mail.ActionButton href={data.receiptUrl}>View your receipt</Mail.ActionButton>
      <Mail.FinePrint>Please keep this receipt for your tax records.</Mail.FinePrint>
    </Mail.Layout>
  );
}
