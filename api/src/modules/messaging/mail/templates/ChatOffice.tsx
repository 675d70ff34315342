import type { ChatOfficeMail, MailTemplateProps } from '../kinds';
import { Layout } from './Layout';
import { ActionButton, Details, Paragraph, Quoted, Title } from './parts';

export type ChatOfficeProps = MailTemplateProps<ChatOfficeMail>;

/** To the office: a prayer request or a question left with the chat assistant. */
export function ChatOffice({ data, site, subject }: ChatOfficeProps) {
  return (
    <Layout site={site} title={subject} preview={data.message.slice(0, 120)}>
      <Title>From the chat assistant</Title>
      <Details rows={[['Topic', data.topic]]} />
      <Paragraph>Message:</Paragraph>
      <Quoted text={data.message} />
      <ActionButton href={data.dashboardUrl}>Open in the dashboard</ActionButton>
    </Layout>
  );
}
