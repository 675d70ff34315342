import { OFFICE_HOURS } from '@parish/shared-types';
import type { ContactAcknowledgementMail, MailTemplateProps } from '../kinds';
import { Layout } from './Layout';
import { Details, emailRow, Paragraph, Title } from './parts';

export type ContactAcknowledgementProps = MailTemplateProps<ContactAcknowledgementMail>;

/** To the sender: their message reached the office. */
export function ContactAcknowledgement({ data, site, subject }: ContactAcknowledgementProps) {
  return (
    <Layout site={site} title={subject} preview="Thank you: we received your message.">
      <Title>Thank you for your message</Title>
      <Paragraph>
        Dear {data.name}, thank you for contacting {site.name}. We received your message and will
        get back to you soon.
      </Paragraph>
      <Details
        rows={[
          ['Office hours', site.officeHours ?? OFFICE_HOURS],
          ['Phone', site.phone],
          emailRow(site.email),
        ]}
      />
    </Layout>
  );
}
