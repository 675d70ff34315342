import {
  Mail,
  type MinistryInterestOfficeMail,
  type MailTemplateProps,
  emailRow,
} from '../../messaging';

export type MinistryInterestOfficeProps = MailTemplateProps<MinistryInterestOfficeMail>;

/** To the office: someone wants to join a ministry. */
export function MinistryInterestOffice({ data, site, subject }: MinistryInterestOfficeProps) {
  return (
    <Mail.Layout site={site} title={subject} preview={`${data.name} for ${data.ministryTitle}`}>
      <Mail.Title>New ministry interest</Mail.Title>
      <Mail.Details
        rows={[
          ['Ministry', data.ministryTitle],
          ['Name', data.name],
          emailRow(data.email),
          ['Phone', data.phone || 'Not given'],
        ]}
      />
      {data.message ? (
        <>
          <Mail.Paragraph>Message:</Mail.Paragraph>
          <Mail.Quoted text={data.message} />
        </>
      ) : null}
      <Mail.ActionButton href={data.dashboardUrl}>Open in the dashboard</Mail.ActionButton>
    </Mail.Layout>
  );
}
