import {
  Details,
  FinePrint,
  Layout,
  MailLink,
  Paragraph,
  Title,
  eventRows,
  ticketCount,
  type WaitlistJoinedMail,
  type MailTemplateProps,
} from '../../messaging';

export type WaitlistJoinedProps = MailTemplateProps<WaitlistJoinedMail>;

/** On the waitlist: where they stand, what happens next, and the link to leave. */
export function WaitlistJoined({ data, site, subject }: WaitlistJoinedProps) {
  return (
    <Layout
      site={site}
      title={subject}
      preview={`You are number ${data.position} in line for ${data.eventTitle}.`}
    >
      <Title>You’re on the waitlist</Title>
      <Paragraph>Dear {data.name},</Paragraph>
      <Paragraph>
        The event is full for now. When seats are freed they are offered in turn, and you are number{' '}
        <strong>{data.position}</strong> in line. We will e-mail you as soon as seats are held for
        you.
      </Paragraph>
      <Details rows={[...eventRows(data), ['Tickets', ticketCount(data.seats)]]} />
      <FinePrint>
        No longer coming? Let the seats go to the next person:{' '}
        <MailLink href={data.leaveUrl}>Leave the waitlist</MailLink>
      </FinePrint>
    </Layout>
  );
}
