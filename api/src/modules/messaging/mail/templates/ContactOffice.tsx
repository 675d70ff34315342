import type { ContactOfficeMail, MailTemplateProps } from '../kinds';
import { Layout } from './Layout';
import { ActionButton, Details, emailRow, Paragraph, Quoted, Title } from './parts';

export type ContactOfficeProps = MailTemplateProps<ContactOfficeMail>;

/** To the office: a message from the Contact page. */
export function ContactOffice({ data, site, subject }: ContactOfficeProps) {
  return (
    <Layout site={site} title={subject} preview={`From ${data.name}: ${data.message.slice(0, 90)}`}>
      <Title>New contact message</Title>
      <Details
        rows={[
          ['From', data.name],
          emailRow(data.email),
          ['Phone', data.phone || 'Not given'],
          data.whoIsThisFor !== '' && ['Who is this for', data.whoIsThisFor],
          ['Message number', String(data.messageId)],
        ]}
      />
      <Paragraph>Message:</Paragraph>
      <Quoted text={data.message} />
      {data.attachmentName !== null ? (
        <Paragraph>
          The sender attached a file, {data.attachmentName}: it is attached to this e-mail.
        </Paragraph>
      ) : null}
      <ActionButton href={data.dashboardUrl}>Open in the dashboard</ActionButton>
    </Layout>
  );
}
