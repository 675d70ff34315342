import {
  Mail,
  formatInstantDate,
  type NewDeviceSignInMail,
  type MailTemplateProps,
} from '../../messaging';

export type NewDeviceSignInProps = MailTemplateProps<NewDeviceSignInMail>;

function instantTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );
}

/** A sign-in from a browser the account was never signed in from. */
export function NewDeviceSignIn({ data, site, subject }: NewDeviceSignInProps) {
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview="Your account was signed in from a new device."
    >
      <Mail.Title>New sign-in to your account</Mail.Title>
      <Mail.Paragraph>Dear {data.adminName},</Mail.Paragraph>
      <Mail.Paragraph>
        Your administrator account at {site.name} was just signed in from a device it had not been
        signed in from before.
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          ['Device', data.device],
          data.address !== null && ['Address', data.address],
          [
            'When',
            `${instantTime(data.signedInAt, site.timeZone)} on ${formatInstantDate(data.signedInAt, site.timeZone)}`,
          ],
        ]}
      />
      <Mail.Paragraph>
        If this was you, there is nothing to do. If not, change your password now and sign out every
        other session from your account page.
      </Mail.Paragraph>
      <Mail.ActionButton href={data.accountUrl}>Review my sessions</Mail.ActionButton>
      <Mail.FinePrint>
        Forgot the password? Use &quot;Forgot password?&quot; on the login page.
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
