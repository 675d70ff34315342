import {
  Mail,
  formatMoney,
  type RecurringGiftChangedMail,
  type MailTemplateProps,
} from '../../messaging';

export type RecurringGiftChangedProps = MailTemplateProps<RecurringGiftChangedMail>;

const TITLES: Record<RecurringGiftChangedMail['change'], string> = {
  changed: 'Your recurring gift was changed',
  paused: 'Your recurring gift is paused',
  resumed: 'Your recurring gift is resumed',
  cancelled: 'Your recurring gift is cancelled',
};

const describe = (amountCents: number, frequency: string) =>
  `${frequency.toLowerCase()} gift of ${formatMoney(amountCents)}`;

/** What the donor did to their recurring gift on My Giving, confirmed. */
export function RecurringGiftChanged({ data, site, subject }: RecurringGiftChangedProps) {
  const gift = describe(data.amountCents, data.frequency);
  const fee =
    data.feeCents > 0
      ? ` (${formatMoney(data.feeCents)} of it covers the processing fee, as you chose)`
      : '';
  return (
    <Mail.Layout site={site} title={subject} preview={TITLES[data.change]}>
      <Mail.Title>{TITLES[data.change]}</Mail.Title>
      <Mail.Paragraph>Dear {data.donorName},</Mail.Paragraph>
      {data.change === 'changed' && (
        <Mail.Paragraph>
          Your {data.previous ? describe(data.previous.amountCents, data.previous.frequency) : ''}{' '}
          to {site.name} is now a {gift}
          {fee}, from the next gift on.
        </Mail.Paragraph>
      )}
      {data.change === 'paused' && (
        <Mail.Paragraph>
          Your {gift} to {site.name} is paused: nothing will be charged until you resume it.
        </Mail.Paragraph>
      )}
      {data.change === 'resumed' && (
        <Mail.Paragraph>
          Your {gift} to {site.name} is resumed: it continues from the next gift date.
        </Mail.Paragraph>
      )}
      {data.change === 'cancelled' && (
        <Mail.Paragraph>
          Your {gift} to {site.name} is cancelled: nothing more will be charged. Your past gifts and
          their receipts stay on My Giving.
        </Mail.Paragraph>
      )}
      <Mail.ActionButton href={data.manageUrl}>Open My Giving</Mail.ActionButton>
      <Mail.FinePrint>
        Thank you for your support. If you did not make this change, please reply to this e-mail.
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
