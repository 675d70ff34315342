import {
  Mail,
  eventRows,
  formatDate,
  formatMoney,
  formatTime,
  ticketCount,
  type BookingCancelledMail,
  type MailTemplateProps,
} from '../../messaging';

export type BookingCancelledProps = MailTemplateProps<BookingCancelledMail>;

/** To the booker: their booking is cancelled, by them or by the office. */
export function BookingCancelled({ data, site, subject }: BookingCancelledProps) {
  const when = `${formatDate(data.eventDate)} at ${formatTime(data.eventTime)}`;
  return (
    <Mail.Layout site={site} title={subject} preview={`${data.eventTitle}, ${when}`}>
      <Mail.Title>Booking Cancelled</Mail.Title>
      <Mail.Paragraph>
        Dear {data.bookerName},{' '}
        {data.cancelledBy === 'office'
          ? 'the parish office has cancelled your booking.'
          : 'your booking is cancelled, as you asked.'}
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          ...eventRows(data),
          ['Tickets', ticketCount(data.numberOfTickets)],
          ['Booking', data.bookingId],
        ]}
      />
      {data.reason ? (
        <>
          <Mail.Paragraph>The office’s reason:</Mail.Paragraph>
          <Mail.Quoted text={data.reason} />
        </>
      ) : null}
      {data.refundCents > 0 ? (
        <Mail.Paragraph>
          You paid for these tickets: the parish office will refund{' '}
          <strong>{formatMoney(data.refundCents)}</strong> to you.
        </Mail.Paragraph>
      ) : null}
      <Mail.Paragraph>
        If you have a question, please call the parish office at {site.phone} or write to{' '}
        <Mail.MailLink href={`mailto:${site.email}`}>{site.email}</Mail.MailLink>.
      </Mail.Paragraph>
    </Mail.Layout>
  );
}
