import { DEFAULT_LANGUAGE, OFFICE_HOURS } from '@parish/shared-types';
import { apiTexts } from '../../../../lib/i18n';
import type { ContactAcknowledgementMail, MailSite, MailTemplateProps } from '../kinds';
import { Layout } from './Layout';
import { Details, emailRow, Paragraph, Title } from './parts';

export type ContactAcknowledgementProps = MailTemplateProps<ContactAcknowledgementMail>;

/**
 * The office hours in the mail's language: the office's Spanish when written,
 * the compiled hours' own Spanish, else the English the office wrote.
 */
function officeHoursIn(site: MailSite): string {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const english = site.officeHours ?? OFFICE_HOURS;
  if (language === DEFAULT_LANGUAGE) return english;
  if (site.officeHoursEs) return site.officeHoursEs;
  return english === OFFICE_HOURS
    ? apiTexts(language)('api.mail.contactAcknowledgement.defaultOfficeHours')
    : english;
}

/** To the sender: their message reached the office. */
export function ContactAcknowledgement({ data, site, subject }: ContactAcknowledgementProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  return (
    <Layout site={site} title={subject} preview={t('api.mail.contactAcknowledgement.preview')}>
      <Title>{t('api.mail.contactAcknowledgement.title')}</Title>
      <Paragraph>
        {t('api.mail.contactAcknowledgement.body', { name: data.name, parish: site.name })}
      </Paragraph>
      <Details
        rows={[
          [t('api.mail.row.officeHours'), officeHoursIn(site)],
          [t('api.mail.row.phone'), site.phone],
          emailRow(site.email, language),
        ]}
      />
    </Layout>
  );
}
