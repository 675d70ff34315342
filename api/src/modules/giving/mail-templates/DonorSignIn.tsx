import { DEFAULT_LANGUAGE, DONOR_SIGN_IN_TTL_MINUTES } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import { Mail, type DonorSignInMail, type MailTemplateProps } from '../../messaging';

export type DonorSignInProps = MailTemplateProps<DonorSignInMail>;

/** My Giving's sign-in: one link, good once and for half an hour, instead of a password. */
export function DonorSignIn({ data, site, subject }: DonorSignInProps) {
  const t = apiTexts(site.language ?? DEFAULT_LANGUAGE);
  return (
    <Mail.Layout site={site} title={subject} preview={t('api.mail.donorSignIn.preview')}>
      <Mail.Title>{t('api.mail.donorSignIn.title')}</Mail.Title>
      <Mail.Paragraph>{t('api.mail.dear', { name: data.donorName })}</Mail.Paragraph>
      <Mail.Paragraph>
        {t('api.mail.donorSignIn.body', {
          parish: site.name,
          minutes: String(DONOR_SIGN_IN_TTL_MINUTES),
        })}
      </Mail.Paragraph>
      <Mail.ActionButton href={data.signInUrl}>
        {t('api.mail.donorSignIn.button')}
      </Mail.ActionButton>
      <Mail.FinePrint>{t('api.mail.donorSignIn.ignore')}</Mail.FinePrint>
    </Mail.Layout>
  );
}
