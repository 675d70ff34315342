import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { useParishDetails, usePageMeta } from '@parish/shared-web';
import { Bullets, LegalPage, P } from './LegalPage';

/** /terms: the terms of use of the parish website. */
export default function TermsPage() {
  usePageMeta({
    title: 'Terms of Use',
    description:
      'The terms of use of the Holy Trinity website: bookings, purchases and gifts, what you send us, and our content.',
  });
  const { contact } = useParishDetails();
  return (
    <LegalPage
      title="Terms of Use"
      updated="November 2026"
      intro={`This website belongs to ${contact.name}. By using it you accept these terms.`}
      sections={[
        {
          title: 'Using the site',
          body: (
            <P>
              You are welcome to read, watch, book, shop and give here. Please do not send messages
              that are abusive or unlawful, or try to disrupt the site; forms limit how often they
              can be sent.
            </P>
          ),
        },
        {
          title: 'Bookings, purchases and gifts',
          body: (
            <Bullets
              items={[
                'A booking holds its seats while its payment is under way; if the payment is not completed in time, the seats are released.',
                'Prices are in US dollars. The amount charged is the one the site shows when you pay.',
                'Payments are processed by our payment providers (card or PayPal), under their own terms.',
                <>
                  For a refund, a cancellation or a question about a gift, write to the parish
                  office at <Link href={`mailto:${contact.email}`}>{contact.email}</Link>.
                </>,
              ]}
            />
          ),
        },
        {
          title: 'What you send us',
          body: (
            <P>
              Send only what is yours to share. What you write is read by the parish staff to answer
              you; see our{' '}
              <Link component={RouterLink} to="/privacy">
                Privacy Policy
              </Link>{' '}
              for how we keep it.
            </P>
          ),
        },
        {
          title: 'Our content',
          body: (
            <P>
              Texts, pictures, sermons and videos on this site belong to the parish or to those who
              gave us permission to use them. You may share them for personal and parish use with a
              mention of Holy Trinity; ask us first for anything else.
            </P>
          ),
        },
        {
          title: 'Changes and contact',
          body: (
            <P>
              We may update these terms; the date above says when we last did. Questions go to the
              parish office, {contact.address}, {contact.phone}.
            </P>
          ),
        },
      ]}
    />
  );
}
