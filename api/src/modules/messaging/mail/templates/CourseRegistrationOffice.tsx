import type { CourseRegistrationOfficeMail, MailTemplateProps } from '../kinds';
import { Layout } from './Layout';
import { ActionButton, Details, emailRow, Title } from './parts';

export type CourseRegistrationOfficeProps = MailTemplateProps<CourseRegistrationOfficeMail>;

/** To the office: someone registered for a course. */
export function CourseRegistrationOffice({ data, site, subject }: CourseRegistrationOfficeProps) {
  const name = `${data.firstName} ${data.lastName}`;
  return (
    <Layout site={site} title={subject} preview={`${name} for ${data.courseTitle}`}>
      <Title>New course registration</Title>
      <Details
        rows={[
          ['Course', data.courseTitle],
          ['First name', data.firstName],
          ['Last name', data.lastName],
          emailRow(data.email),
        ]}
      />
      <ActionButton href={data.dashboardUrl}>Open in the dashboard</ActionButton>
    </Layout>
  );
}
