import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import {
  Mail,
  emailRow,
  type MailTemplateProps,
  type SacramentAcknowledgementMail,
} from '../../messaging';
import { sacramentName } from './names';

export type SacramentAcknowledgementProps = MailTemplateProps<SacramentAcknowledgementMail>;

/** To the family: their request reached the office, and how to reach it meanwhile. */
export function SacramentAcknowledgement({ data, site, subject }: SacramentAcknowledgementProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const sacrament = sacramentName(t, data.kind);
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={t('api.mail.sacramentAcknowledgement.preview')}
    >
      <Mail.Title>{t('api.mail.sacramentAcknowledgement.title')}</Mail.Title>
      <Mail.Paragraph>{t('api.mail.dear', { name: data.name })}</Mail.Paragraph>
      <Mail.Paragraph>
        {t('api.mail.sacramentAcknowledgement.body', { sacrament, parish: site.name })}
      </Mail.Paragraph>
      <Mail.Details
        rows={[[t('api.mail.row.phone'), site.phone], emailRow(site.email, language)]}
      />
    </Mail.Layout>
  );
}
