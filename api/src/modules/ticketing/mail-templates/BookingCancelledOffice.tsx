import {
  Mail,
  eventRows,
  formatMoney,
  ticketCount,
  type BookingCancelledMail,
  type MailTemplateProps,
  emailRow,
} from '../../messaging';

export type BookingCancelledOfficeProps = MailTemplateProps<BookingCancelledMail>;

/** To the office: a booking was cancelled, and what is owed back. */
export function BookingCancelledOffice({ data, site, subject }: BookingCancelledOfficeProps) {
  const by = data.cancelledBy === 'office' ? 'the parish office' : 'the visitor';
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={`${data.bookerName}, ${data.eventTitle}: cancelled by ${by}`}
    >
      <Mail.Title>Booking cancelled</Mail.Title>
      <Mail.Paragraph>
        The booking of {data.bookerName} for {data.eventTitle} was cancelled by {by}.
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          ['Booking', data.bookingId],
          ['Booked by', data.bookerName],
          emailRow(data.bookerEmail),
          ...eventRows(data),
          ['Tickets', ticketCount(data.numberOfTickets)],
          ['Cancelled by', data.cancelledBy === 'office' ? 'The parish office' : 'The visitor'],
          data.refundCents > 0 && ['Refund owed', formatMoney(data.refundCents)],
        ]}
      />
      {data.reason ? (
        <>
          <Mail.Paragraph>Reason:</Mail.Paragraph>
          <Mail.Quoted text={data.reason} />
        </>
      ) : null}
      {data.refundCents > 0 ? (
        <Mail.Paragraph>
          Please refund <strong>{formatMoney(data.refundCents)}</strong> to {data.bookerName}{' '}
          through the payment provider they paid with.
        </Mail.Paragraph>
      ) : null}
    </Mail.Layout>
  );
}
