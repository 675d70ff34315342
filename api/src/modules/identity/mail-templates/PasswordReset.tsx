import { PASSWORD_RESET_TTL_MINUTES } from '@parish/shared-types';
import {
  ActionButton,
  FinePrint,
  Layout,
  Paragraph,
  Title,
  type PasswordResetMail,
  type MailTemplateProps,
} from '../../messaging';

export type PasswordResetProps = MailTemplateProps<PasswordResetMail>;

/** "Forgot password?": one link, good once and for 15 minutes, to set a new password. */
export function PasswordReset({ data, site, subject }: PasswordResetProps) {
  return (
    <Layout site={site} title={subject} preview="Your link to set a new password.">
      <Title>Set a new password</Title>
      <Paragraph>Dear {data.adminName},</Paragraph>
      <Paragraph>
        Someone asked to set a new password for your administrator account at {site.name}. The link
        below works once, within {PASSWORD_RESET_TTL_MINUTES} minutes. Using it signs your account
        out everywhere.
      </Paragraph>
      <ActionButton href={data.resetUrl}>Set a new password</ActionButton>
      <FinePrint>
        If you did not ask for this, you can ignore this e-mail: your password stays as it is.
      </FinePrint>
    </Layout>
  );
}
