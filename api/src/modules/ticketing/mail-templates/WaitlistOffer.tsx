import {
  Mail,
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
    <Mail.Layout site={site} title={subject} preview={`Held for you until ${until}.`}>
      <Mail.Title>Seats are free for you</Mail.Title>
      <Mail.Paragraph>Dear {data.name},</Mail.Paragraph>
      <Mail.Paragraph>
        Seats have been freed, and we are holding {ticketCount(data.seats).toLowerCase()} for you
        until <strong>{until}</strong>. Book them through the usual booking page; after that time
        they pass to the next person on the waitlist.
      </Mail.Paragraph>
      <Mail.Details rows={[...eventRows(data), ['Held for you', ticketCount(data.seats)]]} />
      <Mail.ActionButton href={data.claimUrl}>Book my seats</Mail.ActionButton>
      <Mail.FinePrint>
        No longer coming? Let the seats go to the next person:{' '}
        <Mail.MailLink href={data.leaveUrl}>Leave the waitlist</Mail.MailLink>
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
