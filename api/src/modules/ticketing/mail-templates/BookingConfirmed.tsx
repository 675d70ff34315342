import { Img } from '@react-email/img';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import {
  Mail,
  CLASSES,
  formatDate,
  formatPrice,
  formatTime,
  paymentMethodLabel,
  styles,
  ticketCount,
  type BookingConfirmedMail,
  type MailSite,
} from '../../messaging';

export interface BookingConfirmedProps {
  data: BookingConfirmedMail;
  site: MailSite;
  subject: string;
  /** The `cid` of each ticket's QR image, in the order of `data.tickets`. */
  qrCids: readonly string[];
  calendarFilename: string;
}

export function BookingConfirmed({
  data,
  site,
  subject,
  qrCids,
  calendarFilename,
}: BookingConfirmedProps) {
  const { event } = data;
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={`${event.title}, ${formatDate(event.date)} at ${formatTime(event.time)}`}
    >
      <Mail.Title>Booking Confirmed!</Mail.Title>
      <Mail.Paragraph>
        Dear {data.bookerName}, thank you! Your booking is confirmed. Each ticket’s QR code is
        checked at the door: keep this e-mail, or print it.
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          ['Event', event.title],
          ['Date', formatDate(event.date)],
          ['Time', formatTime(event.time)],
          ['Place', event.location],
          ['Tickets', ticketCount(data.numberOfTickets)],
          ['Total', formatPrice(data.totalCents)],
          // A free booking was not paid, whatever method the form had chosen.
          data.totalCents > 0 && ['Payment', paymentMethodLabel(data.paymentMethod)],
          ['Booking', data.bookingId],
        ]}
      />
      <Mail.Subtitle>Your tickets</Mail.Subtitle>
      {data.tickets.map((ticket, index) => {
        const cid = qrCids[index];
        return (
          <Section key={index} style={styles.ticket}>
            <Text style={styles.text} className={CLASSES.text}>
              <strong>Ticket #{ticket.number}</strong>
              <br />
              {ticket.name}
              <br />
              Reference: {ticket.reference}
            </Text>
            {cid ? (
              <Img
                src={`cid:${cid}`}
                width="200"
                height="200"
                alt={`QR code of ticket ${ticket.reference}, for the check-in at the door`}
                style={styles.qr}
              />
            ) : null}
            {ticket.checkInCode ? (
              <Text style={styles.text} className={CLASSES.text}>
                Check-in code: <strong>{ticket.checkInCode}</strong>
              </Text>
            ) : null}
          </Section>
        );
      })}
      <Mail.Paragraph>
        The attached file {calendarFilename} adds the event to your calendar.
      </Mail.Paragraph>
      <Mail.Subtitle>Manage your booking</Mail.Subtitle>
      <Mail.Paragraph>See your booking or cancel it on the site:</Mail.Paragraph>
      <Mail.ActionButton href={data.manageUrl}>Manage your booking</Mail.ActionButton>
      <Mail.FinePrint>
        This link is private: anyone who has it can see and cancel your booking, so please do not
        share it or forward this e-mail.
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
