import {
  Mail,
  eventRows,
  ticketCount,
  type WaitlistJoinedMail,
  type MailTemplateProps,
} from '../../messaging';

export type WaitlistJoinedProps = MailTemplateProps<WaitlistJoinedMail>;

/** On the waitlist: where they stand, what happens next, and the link to leave. */
export function WaitlistJoined({ data, site, subject }: WaitlistJoinedProps) {
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={`You are number ${data.position} in line for ${data.eventTitle}.`}
    >
      <Mail.Title>You’re on the waitlist</Mail.Title>
      <Mail.Paragraph>Dear {data.name},</Mail.Paragraph>
      <Mail.Paragraph>
        The event is full for now. When seats are freed they are offered in turn, and you are number{' '}
        <strong>{data.position}</strong> in line. We will e-mail you as soon as seats are held for
        you.
      </Mail.Paragraph>
      <Mail.Details rows={[...eventRows(data), ['Tickets', ticketCount(data.seats)]]} />
      <Mail.FinePrint>
        No longer coming? Let the seats go to the next person:{' '}
        <Mail.MailLink href={data.leaveUrl}>Leave the waitlist</Mail.MailLink>
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
