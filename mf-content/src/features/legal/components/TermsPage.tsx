import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { useParishDetails, usePageMeta } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { richText } from '../../../lib/richText';
import { Bullets, LegalPage, P } from './LegalPage';

/** /terms: the terms of use of the parish website. */
export default function TermsPage() {
  const t = useT();
  usePageMeta({ title: t('content.terms.title'), description: t('content.terms.description') });
  const { contact } = useParishDetails();
  return (
    <LegalPage
      title={t('content.terms.title')}
      intro={t('content.terms.intro', { parish: contact.name })}
      sections={[
        {
          title: t('content.terms.use.title'),
          body: <P>{t('content.terms.use.text')}</P>,
        },
        {
          title: t('content.terms.payments.title'),
          body: (
            <Bullets
              items={[
                t('content.terms.payments.hold'),
                t('content.terms.payments.prices'),
                t('content.terms.payments.providers'),
                richText((values) => t('content.terms.payments.refunds', values), {
                  email: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>,
                }),
              ]}
            />
          ),
        },
        {
          title: t('content.terms.content.title'),
          body: (
            <P>
              {richText((values) => t('content.terms.content.text', values), {
                privacyLink: (
                  <Link component={RouterLink} to="/privacy">
                    {t('content.privacy.title')}
                  </Link>
                ),
              })}
            </P>
          ),
        },
        {
          title: t('content.terms.ours.title'),
          body: <P>{t('content.terms.ours.text')}</P>,
        },
        {
          title: t('content.terms.changes.title'),
          body: (
            <P>
              {t('content.terms.changes.text', { address: contact.address, phone: contact.phone })}
            </P>
          ),
        },
      ]}
    />
  );
}
