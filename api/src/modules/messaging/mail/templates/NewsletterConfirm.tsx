import type { MailTemplateProps, NewsletterConfirmMail } from '../kinds';
import { Layout } from './Layout';
import { ActionButton, FinePrint, Paragraph, Title } from './parts';

export type NewsletterConfirmProps = MailTemplateProps<NewsletterConfirmMail>;

/** The double opt-in: nothing is sent until the link is followed. */
export function NewsletterConfirm({ data, site, subject }: NewsletterConfirmProps) {
  return (
    <Layout
      site={site}
      title={subject}
      preview="One click to confirm your subscription."
      unsubscribeUrl={data.unsubscribeUrl}
    >
      <Title>Confirm your subscription</Title>
      <Paragraph>
        Thank you for signing up for the newsletter of {site.name}. Please confirm that you want to
        receive it:
      </Paragraph>
      <ActionButton href={data.confirmUrl}>Confirm my subscription</ActionButton>
      <FinePrint>
        If you did not ask to subscribe, you can ignore this e-mail: you will not be subscribed.
      </FinePrint>
    </Layout>
  );
}
