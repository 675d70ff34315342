import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../../lib/i18n';
import type { MailTemplateProps, NewsletterConfirmMail } from '../kinds';
import { Layout } from './Layout';
import { ActionButton, FinePrint, Paragraph, Title } from './parts';

export type NewsletterConfirmProps = MailTemplateProps<NewsletterConfirmMail>;

/** The double opt-in: nothing is sent until the link is followed. */
export function NewsletterConfirm({ data, site, subject }: NewsletterConfirmProps) {
  const t = apiTexts(site.language ?? DEFAULT_LANGUAGE);
  return (
    <Layout
      site={site}
      title={subject}
      preview={t('api.mail.newsletterConfirm.preview')}
      unsubscribeUrl={data.unsubscribeUrl}
      preferencesUrl={data.preferencesUrl}
    >
      <Title>{t('api.mail.newsletterConfirm.title')}</Title>
      <Paragraph>{t('api.mail.newsletterConfirm.body', { parish: site.name })}</Paragraph>
      <ActionButton href={data.confirmUrl}>{t('api.mail.newsletterConfirm.button')}</ActionButton>
      <FinePrint>{t('api.mail.newsletterConfirm.ignore')}</FinePrint>
    </Layout>
  );
}
