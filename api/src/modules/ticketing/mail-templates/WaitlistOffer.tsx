import {
  ActionButton,
  Details,
  FinePrint,
  Layout,
  MailLink,
  Paragraph,
  Title,
  eventRows,
  formatInstantDate,
  ticketCount,
  type WaitlistOfferMail,
  type MailTemplateProps,
} from '../../messaging';

export type WaitlistOfferProps = MailTemplateProps<WaitlistOfferMail>;

/** The wall-clock time of an instant in the parish's time zone: "7:00 PM". */
function instantTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );
}

/** Seats freed for them: held until a time, booked through the usual booking page. */
export function WaitlistOffer({ data, site, subject }: WaitlistOfferProps) {
  const until = `${instantTime(data.expiresAt, site.timeZone)} on ${formatInstantDate(data.expiresAt, site.timeZone)}`;
  return (
    <Layout site={site} title={subject} preview={`Held for you until ${until}.`}>
      <Title>Seats are free for you</Title>
      <Paragraph>Dear {data.name},</Paragraph>
      <Paragraph>
        Seats have been freed, and we are holding {ticketCount(data.seats).toLowerCase()} for you
        until <strong>{until}</strong>. Book them through the usual booking page; after that time
        they pass to the next person on the waitlist.
      </Paragraph>
      <Details rows={[...eventRows(data), ['Held for you', ticketCount(data.seats)]]} />
      <ActionButton href={data.claimUrl}>Book my seats</ActionButton>
      <FinePrint>
        No longer coming? Let the seats go to the next person:{' '}
        <MailLink href={data.leaveUrl}>Leave the waitlist</MailLink>
      </FinePrint>
    </Layout>
  );
}
