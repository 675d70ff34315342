import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import { Mail, type RenewalFailedMail, type MailTemplateProps } from '../../messaging';
import { giftDescription } from './words';

export type RenewalFailedProps = MailTemplateProps<RenewalFailedMail>;

/** A recurring gift's payment failed: where to update the card. */
export function RenewalFailed({ data, site, subject }: RenewalFailedProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const gift = giftDescription(data.frequency, data.amountCents, language);
  return (
    <Mail.Layout site={site} title={subject} preview={t('api.mail.renewalFailed.preview')}>
      <Mail.Title>{t('api.mail.renewalFailed.title')}</Mail.Title>
      <Mail.Paragraph>{t('api.mail.dear', { name: data.donorName })}</Mail.Paragraph>
      <Mail.Paragraph>
        {t('api.mail.renewalFailed.body', { gift, parish: site.name })}
      </Mail.Paragraph>
      <Mail.ActionButton href={data.updateCardUrl}>
        {t('api.mail.renewalFailed.button')}
      </Mail.ActionButton>
      <Mail.FinePrint>{t('api.mail.renewalFailed.thanks')}</Mail.FinePrint>
    </Mail.Layout>
  );
}
