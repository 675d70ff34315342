import { DEFAULT_LANGUAGE, pathInLanguage } from '@parish/shared-types';
import { apiTexts } from '../../../../lib/i18n';
import type { MailTemplateProps, NewsletterWelcomeMail } from '../kinds';
import { Layout } from './Layout';
import { MailLink, Paragraph, Title } from './parts';

export type NewsletterWelcomeProps = MailTemplateProps<NewsletterWelcomeMail>;

export function NewsletterWelcome({ data, site, subject }: NewsletterWelcomeProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  // The site's home in the mail's language: `/es` for Spanish, the site itself for English.
  const home =
    language === DEFAULT_LANGUAGE ? site.url : `${site.url}${pathInLanguage('/', language)}`;
  return (
    <Layout
      site={site}
      title={subject}
      preview={t('api.mail.newsletterWelcome.preview')}
      unsubscribeUrl={data.unsubscribeUrl}
      preferencesUrl={data.preferencesUrl}
    >
      <Title>{t('api.mail.newsletterWelcome.title')}</Title>
      <Paragraph>{t('api.mail.newsletterWelcome.body', { parish: site.name })}</Paragraph>
      <Paragraph>
        {t('api.mail.newsletterWelcome.site')}
        <br />
        <MailLink href={home}>{home}</MailLink>
      </Paragraph>
    </Layout>
  );
}
