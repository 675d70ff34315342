import { DONOR_SIGN_IN_TTL_MINUTES } from '@parish/shared-types';
import { Mail, type DonorSignInMail, type MailTemplateProps } from '../../messaging';

export type DonorSignInProps = MailTemplateProps<DonorSignInMail>;

/** My Giving's sign-in: one link, good once and for half an hour, instead of a password. */
export function DonorSignIn({ data, site, subject }: DonorSignInProps) {
  return (
    <Mail.Layout site={site} title={subject} preview="Your link to see your gifts and receipts.">
      <Mail.Title>Sign in to My Giving</Mail.Title>
      <Mail.Paragraph>Dear {data.donorName},</Mail.Paragraph>
      <Mail.Paragraph>
        Here is your link to My Giving at {site.name}, where you can see your gifts, their receipts
        and your totals. It works once, within {DONOR_SIGN_IN_TTL_MINUTES} minutes.
      </Mail.Paragraph>
      <Mail.ActionButton href={data.signInUrl}>Sign in to My Giving</Mail.ActionButton>
      <Mail.FinePrint>
        If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without this
        link.
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
