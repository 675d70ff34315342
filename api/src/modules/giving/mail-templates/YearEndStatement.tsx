import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import {
  Mail,
  formatMoney,
  type YearEndStatementMail,
  type MailTemplateProps,
} from '../../messaging';

export type YearEndStatementProps = MailTemplateProps<YearEndStatementMail>;

/** The donor's year-end giving statement, attached as a PDF. */
export function YearEndStatement({ data, site, subject }: YearEndStatementProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const year = String(data.year);
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={t('api.mail.yearEndStatement.preview', { year })}
    >
      <Mail.Title>{t('api.mail.yearEndStatement.title', { year })}</Mail.Title>
      <Mail.Paragraph>{t('api.mail.dear', { name: data.donorName })}</Mail.Paragraph>
      <Mail.Paragraph>
        {t('api.mail.yearEndStatement.body', {
          parish: site.name,
          year,
          count: data.gifts,
          total: formatMoney(data.totalCents, language),
        })}
      </Mail.Paragraph>
      <Mail.ActionButton href={data.myGivingUrl}>{t('api.mail.myGiving.open')}</Mail.ActionButton>
      <Mail.FinePrint>{t('api.mail.yearEndStatement.again')}</Mail.FinePrint>
    </Mail.Layout>
  );
}
