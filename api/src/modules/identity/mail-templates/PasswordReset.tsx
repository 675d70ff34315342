import { PASSWORD_RESET_TTL_MINUTES } from '@parish/shared-types';
import { Mail, type PasswordResetMail, type MailTemplateProps } from '../../messaging';

export type PasswordResetProps = MailTemplateProps<PasswordResetMail>;

/** "Forgot password?": one link, good once and for 15 minutes, to set a new password. */
export function PasswordReset({ data, site, subject }: PasswordResetProps) {
  return (
    <Mail.Layout site={site} title={subject} preview="Your link to set a new password.">
      <Mail.Title>Set a new password</Mail.Title>
      <Mail.Paragraph>Dear {data.adminName},</Mail.Paragraph>
      <Mail.Paragraph>
        Someone asked to set a new password for your administrator account at {site.name}. The link
        below works once, within {PASSWORD_RESET_TTL_MINUTES} minutes. Using it signs your account
        out everywhere.
      </Mail.Paragraph>
      <Mail.ActionButton href={data.resetUrl}>Set a new password</Mail.ActionButton>
      <Mail.FinePrint>
        If you did not ask for this, you can ignore this e-mail: your password stays as it is.
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
