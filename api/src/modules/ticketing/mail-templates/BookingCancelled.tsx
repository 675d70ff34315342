import {
  Details,
  Layout,
  MailLink,
  Paragraph,
  Quoted,
  Title,
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
    <Layout site={site} title={subject} preview={`${data.eventTitle}, ${when}`}>
      <Title>Booking Cancelled</Title>
      <Paragraph>
        Dear {data.bookerName},{' '}
        {data.cancelledBy === 'office'
          ? 'the parish office has cancelled your booking.'
          : 'your booking is cancelled, as you asked.'}
      </Paragraph>
      <Details
        rows={[
          ...eventRows(data),
          ['Tickets', ticketCount(data.numberOfTickets)],
          ['Booking', data.bookingId],
        ]}
      />
      {data.reason ? (
        <>
          <Paragraph>The office’s reason:</Paragraph>
          <Quoted text={data.reason} />
        </>
      ) : null}
      {data.refundCents > 0 ? (
        <Paragraph>
          You paid for these tickets: the parish office will refund{' '}
          <strong>{formatMoney(data.refundCents)}</strong> to you.
        </Paragraph>
      ) : null}
      <Paragraph>
        If you have a question, please call the parish office at {site.phone} or write to{' '}
        <MailLink href={`mailto:${site.email}`}>{site.email}</MailLink>.
      </Paragraph>
    </Layout>
  );
}
