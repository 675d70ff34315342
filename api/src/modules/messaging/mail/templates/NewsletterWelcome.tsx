import type { MailTemplateProps, NewsletterWelcomeMail } from '../kinds';
import { Layout } from './Layout';
import { MailLink, Paragraph, Title } from './parts';

export type NewsletterWelcomeProps = MailTemplateProps<NewsletterWelcomeMail>;

export function NewsletterWelcome({ data, site, subject }: NewsletterWelcomeProps) {
  return (
    <Layout
      site={site}
      title={subject}
      preview="Thank you for subscribing to our newsletter."
      unsubscribeUrl={data.unsubscribeUrl}
    >
      <Title>You're subscribed</Title>
      <Paragraph>
        Thank you for confirming. You will receive the newsletter of {site.name}: news of our
        services, events and parish life.
      </Paragraph>
      <Paragraph>
        Service times, events and news are always on our site:
        <br />
        <MailLink href={site.url}>{site.url}</MailLink>
      </Paragraph>
    </Layout>
  );
}
