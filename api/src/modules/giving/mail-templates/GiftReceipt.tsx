import {
  ActionButton,
  Details,
  FinePrint,
  Layout,
  Paragraph,
  Subtitle,
  Title,
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
    <Layout site={site} title={subject} preview={`Thank you for your gift of ${amount}.`}>
      <Title>Thank you for your gift</Title>
      <Paragraph>
        Dear {data.donorName}, thank you for your gift of {amount} to {site.name}. This e-mail is
        your receipt.
      </Paragraph>
      <Details
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
          <Subtitle>Funds</Subtitle>
          <Details
            rows={data.funds.map((part) => [part.label, formatMoney(part.cents)] as const)}
          />
        </>
      ) : null}
      <Paragraph>
        <strong>{NO_GOODS_OR_SERVICES}</strong>
      </Paragraph>
      <Details
        rows={[
          ['Organization', site.name],
          ['Address', site.address],
        ]}
      />
      <ActionButton href={data.receiptUrl}>View your receipt</ActionButton>
      <FinePrint>Please keep this receipt for your tax records.</FinePrint>
    </Layout>
  );
}
