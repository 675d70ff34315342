import {
  Mail,
  formatMoney,
  type YearEndStatementMail,
  type MailTemplateProps,
} from '../../messaging';

export type YearEndStatementProps = MailTemplateProps<YearEndStatementMail>;

/** The donor's year-end giving statement, attached as a PDF. */
export function YearEndStatement({ data, site, subject }: YearEndStatementProps) {
  const gifts = `${data.gifts} ${data.gifts === 1 ? 'gift' : 'gifts'}`;
  return (
    <Mail.Layout site={site} title={subject} preview={`Your giving statement for ${data.year}.`}>
      <Mail.Title>Your {data.year} giving statement</Mail.Title>
      <Mail.Paragraph>Dear {data.donorName},</Mail.Paragraph>
      <Mail.Paragraph>
        Thank you for your generosity to {site.name}. Your giving statement for {data.year} is
        attached: {gifts}, {formatMoney(data.totalCents)} in all. It says that no goods or services
        were provided in exchange, as the tax authorities ask. Please keep it for your records.
      </Mail.Paragraph>
      <Mail.ActionButton href={data.myGivingUrl}>Open My Giving</Mail.ActionButton>
      <Mail.FinePrint>
        You can download it again from My Giving at any time. Questions? Reply to this e-mail.
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
