import {
  ActionButton,
  Details,
  Layout,
  Paragraph,
  Quoted,
  Title,
  type MinistryInterestOfficeMail,
  type MailTemplateProps,
  emailRow,
} from '../../messaging';

export type MinistryInterestOfficeProps = MailTemplateProps<MinistryInterestOfficeMail>;

/** To the office: someone wants to join a ministry. */
export function MinistryInterestOffice({ data, site, subject }: MinistryInterestOfficeProps) {
  return (
    <Layout site={site} title={subject} preview={`${data.name} for ${data.ministryTitle}`}>
      <Title>New ministry interest</Title>
      <Details
        rows={[
          ['Ministry', data.ministryTitle],
          ['Name', data.name],
          emailRow(data.email),
          ['Phone', data.phone || 'Not given'],
        ]}
      />
      {data.message ? (
        <>
          <Paragraph>Message:</Paragraph>
          <Quoted text={data.message} />
        </>
      ) : null}
      <ActionButton href={data.dashboardUrl}>Open in the dashboard</ActionButton>
    </Layout>
  );
}
