import { Link } from '@mui/material';
import { useParishDetails, usePageMeta } from '@parish/shared-web';
import { Bullets, LegalPage, P } from './LegalPage';

/** /privacy: what this site keeps about visitors, why, and for how long. */
export default function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'What the Holy Trinity website keeps about you when you write to us, register, book or give, and what it never does.',
  });
  const { contact } = useParishDetails();
  const office = <Link href={`mailto:${contact.email}`}>{contact.email}</Link>;
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 2026"
      intro="We keep only what you send us, use it only to answer you and run parish life, and never sell it."
      sections={[
        {
          title: 'What we keep, and why',
          body: (
            <>
              <P>
                This website stores what you choose to send us, and nothing about you otherwise:
              </P>
              <Bullets
                items={[
                  'Messages from the contact forms and the chat assistant: your name, e-mail address, phone number if you give it, your message and any file you attach, so the parish office can answer you.',
                  'Ministry interest from the Ministries page: your name, e-mail, phone if given, the ministry and your message, so the ministry can get in touch.',
                  'Course registrations: your name, e-mail and the course, so the office can send you the dates.',
                  'Newsletter subscriptions: your e-mail address, to send you parish news.',
                  'Event bookings: the name, e-mail and phone number of each attendee, the event and the number of tickets, so we can welcome you at the door.',
                  'Payments for bookings, shop items and gifts: the amount, what it was for and its status. Card and PayPal details are entered with the payment provider, never on this site, and we never see them.',
                ]}
              />
              <P>
                Only the parish's administrators can read these records, after logging in to the
                parish dashboard.
              </P>
            </>
          ),
        },
        {
          title: 'Cookies and your browser',
          body: (
            <>
              <P>
                Visitors get no tracking or advertising cookies. The site remembers your light or
                dark theme in your browser's own storage. Administrators who log in get one session
                cookie, which ends when they log out.
              </P>
              <P>
                Videos are played from YouTube only when you open one; until then your browser does
                not contact YouTube (apart from the pictures of the videos). Payments open the
                provider's own page or window, under the provider's privacy policy.
              </P>
            </>
          ),
        },
        {
          title: 'How long we keep it',
          body: (
            <P>
              We keep messages, registrations and bookings as long as the parish needs them to
              answer you and keep its records, and delete them when they are no longer needed.
              Payment records are kept as long as the law requires for accounts.
            </P>
          ),
        },
        {
          title: 'Your choices',
          body: (
            <P>
              You may ask to see what we hold about you, to correct it, or to delete it: write to
              the parish office at {office}, or to {contact.address}. We answer every request.
            </P>
          ),
        },
      ]}
    />
  );
}
