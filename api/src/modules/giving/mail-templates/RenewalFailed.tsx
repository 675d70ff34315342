import { Mail, formatMoney, type RenewalFailedMail, type MailTemplateProps } from '../../messaging';

export type RenewalFailedProps = MailTemplateProps<RenewalFailedMail>;

/** A recurring gift's payment failed: where to update the card. */
export function RenewalFailed({ data, site, subject }: RenewalFailedProps) {
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview="Please update your card to keep your gift going."
    >
      <Mail.Title>Your gift could not be charged</Mail.Title>
      <Mail.Paragraph>Dear {data.donorName},</Mail.Paragraph>
      <Mail.Paragraph>
        This time we could not charge your card for your {data.frequency.toLowerCase()} gift of{' '}
        {formatMoney(data.amountCents)} to {site.name}. Nothing was taken. Please update your card
        so your gift can continue.
      </Mail.Paragraph>
      <Mail.ActionButton href={data.updateCardUrl}>Update my card</Mail.ActionButton>
      <Mail.FinePrint>
        Thank you for your faithful support. Questions? Reply to this e-mail.
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
