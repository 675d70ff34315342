import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import {
  Mail,
  formatDate,
  formatTime,
  type MailTemplateProps,
  type SacramentScheduledMail,
} from '../../messaging';
import { sacramentName } from './names';

export type SacramentScheduledProps = MailTemplateProps<SacramentScheduledMail>;

/** To the family: what they asked for is scheduled, with its date, time and place. */
export function SacramentScheduled({ data, site, subject }: SacramentScheduledProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const sacrament = sacramentName(t, data.kind);
  const date = formatDate(data.date, language);
  const time = formatTime(data.time, language);
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={t('api.mail.sacramentScheduled.preview', {
        sacrament,
        date,
        time,
        place: data.place,
      })}
    >
      <Mail.Title>{t('api.mail.sacramentScheduled.title')}</Mail.Title>
      <Mail.Paragraph>{t('api.mail.dear', { name: data.name })}</Mail.Paragraph>
      <Mail.Paragraph>{t('api.mail.sacramentScheduled.body', { sacrament })}</Mail.Paragraph>
      <Mail.Details
        rows={[
          [t('api.mail.row.sacrament'), sacrament],
          [t('api.mail.row.date'), date],
          [t('api.mail.row.time'), time],
          [t('api.mail.row.place'), data.place],
          [t('api.mail.row.phone'), site.phone],
        ]}
      />
      <Mail.FinePrint>{t('api.mail.sacramentScheduled.contact')}</Mail.FinePrint>
    </Mail.Layout>
  );
}
