import {
  ActionButton,
  FinePrint,
  Layout,
  Paragraph,
  Title,
  formatMoney,
  type RenewalFailedMail,
  type MailTemplateProps,
} from '../../messaging';

export type RenewalFailedProps = MailTemplateProps<RenewalFailedMail>;

/** A recurring gift's payment failed: where to update the card. */
export function RenewalFailed({ data, site, subject }: RenewalFailedProps) {
  return (
    <Layout site={site} title={subject} preview="Please update your card to keep your gift going.">
      <Title>Your gift could not be charged</Title>
      <Paragraph>Dear {data.donorName},</Paragraph>
      <Paragraph>
        This time we could not charge your card for your {data.frequency.toLowerCase()} gift of{' '}
        {formatMoney(data.amountCents)} to {site.name}. Nothing was taken. Please update your card
        so your gift can continue.
      </Paragraph>
      <ActionButton href={data.updateCardUrl}>Update my card</ActionButton>
      <FinePrint>Thank you for your faithful support. Questions? Reply to this e-mail.</FinePrint>
    </Layout>
  );
}
