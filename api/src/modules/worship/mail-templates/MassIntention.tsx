import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import {
  Mail,
  formatDate,
  formatTime,
  type MailTemplateProps,
  type MassIntentionMail,
} from '../../messaging';

export type MassIntentionProps = MailTemplateProps<MassIntentionMail>;

/** A Mass intention received (paid), confirmed or moved by the office: which Mass, for what. */
export function MassIntention({ data, site, subject }: MassIntentionProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const previous = data.previous
    ? `${formatDate(data.previous.date, language)}, ${formatTime(data.previous.time, language)}`
    : '';
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={t('api.mail.massIntention.title', { occasion: data.occasion })}
    >
      <Mail.Title>{t('api.mail.massIntention.title', { occasion: data.occasion })}</Mail.Title>
      <Mail.Paragraph>{t('api.mail.dear', { name: data.name })}</Mail.Paragraph>
      <Mail.Paragraph>
        {t('api.mail.massIntention.body', { occasion: data.occasion, previous })}
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          [t('api.mail.row.intention'), data.intention],
          [t('api.mail.row.mass'), data.massName],
          [t('api.mail.row.date'), formatDate(data.date, language)],
          [t('api.mail.row.time'), formatTime(data.time, language)],
          [t('api.mail.row.place'), data.place],
        ]}
      />
    </Mail.Layout>
  );
}
