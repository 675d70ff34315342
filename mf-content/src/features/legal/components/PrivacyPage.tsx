import { Link } from '@mui/material';
import { useParishDetails, usePageMeta } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { richText } from '../../../lib/richText';
import { Bullets, LegalPage, P } from './LegalPage';

/** /privacy: what this site keeps about visitors, why, and for how long. */
export default function PrivacyPage() {
  const t = useT();
  usePageMeta({ title: t('content.privacy.title'), description: t('content.privacy.description') });
  const { contact } = useParishDetails();
  const office = <Link href={`mailto:${contact.email}`}>{contact.email}</Link>;
  return (
    <LegalPage
      title={t('content.privacy.title')}
      intro={t('content.privacy.intro')}
      sections={[
        {
          title: t('content.privacy.keep.title'),
          body: (
            <>
              <P>{t('content.privacy.keep.intro')}</P>
              <Bullets
                items={[
                  t('content.privacy.keep.messages'),
                  t('content.privacy.keep.ministries'),
                  t('content.privacy.keep.courses'),
                  t('content.privacy.keep.newsletter'),
                  t('content.privacy.keep.bookings'),
                  t('content.privacy.keep.payments'),
                ]}
              />
              <P>{t('content.privacy.keep.access')}</P>
            </>
          ),
        },
        {
          title: t('content.privacy.cookies.title'),
          body: (
            <>
              <P>{t('content.privacy.cookies.visitors')}</P>
              <P>{t('content.privacy.cookies.thirdParties')}</P>
            </>
          ),
        },
        {
          title: t('content.privacy.retention.title'),
          body: <P>{t('content.privacy.retention.text')}</P>,
        },
        {
          title: t('content.privacy.choices.title'),
          body: (
            <P>
              {richText(
                (values) => t('content.privacy.choices.text', values),
                { email: office },
                { address: contact.address },
              )}
            </P>
          ),
        },
      ]}
    />
  );
}
