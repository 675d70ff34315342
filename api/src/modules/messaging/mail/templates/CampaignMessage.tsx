import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../../lib/i18n';
import { sanitizeMarkdownHtml } from '../../../../lib/markdown';
import type { CampaignMail, MailTemplateProps } from '../kinds';
import { Layout } from './Layout';
import { FinePrint, MailLink, Paragraph } from './parts';
import { CLASSES, styles } from './theme';

export type CampaignMessageProps = MailTemplateProps<CampaignMail>;

/**
 * A campaign as its recipient reads it. The body is the only HTML a mail
 * inserts as such: the campaign's Markdown, sanitised by lib/markdown.ts
 * (the tags Markdown makes, links only http(s) and mailto) before it is
 * queued, and again here, whatever the outbox row holds. Below it, why the person receives it and the per-topic links.
 */
export function CampaignMessage({ data, site, subject }: CampaignMessageProps) {
  const t = apiTexts(site.language ?? DEFAULT_LANGUAGE);
  return (
    <Layout
      site={site}
      title={subject}
      preview={data.subject}
      unsubscribeUrl={data.unsubscribeUrl}
      preferencesUrl={data.preferencesUrl}
    >
      {data.test ? <Paragraph>{t('api.mail.campaign.testNote')}</Paragraph> : null}
      <div
        style={styles.text}
        className={CLASSES.text}
        dangerouslySetInnerHTML={{ __html: sanitizeMarkdownHtml(data.bodyHtml) }}
      />
      <FinePrint>
        {t('api.mail.campaign.why', { topic: data.topicName, parish: site.name })}{' '}
        <MailLink href={data.preferencesUrl}>{t('api.mail.campaign.changeTopics')}</MailLink>
      </FinePrint>
    </Layout>
  );
}
