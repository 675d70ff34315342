import { Img } from '@react-email/img';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
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
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const date = formatDate(event.date, language);
  const time = formatTime(event.time, language);
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={t('api.mail.bookingConfirmed.preview', { title: event.title, date, time })}
    >
      <Mail.Title>{t('api.mail.bookingConfirmed.title')}</Mail.Title>
      <Mail.Paragraph>
        {t('api.mail.bookingConfirmed.intro', { name: data.bookerName })}
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          [t('api.mail.row.event'), event.title],
          [t('api.mail.row.date'), date],
          [t('api.mail.row.time'), time],
          [t('api.mail.row.place'), event.location],
          [t('api.mail.row.tickets'), ticketCount(data.numberOfTickets, language)],
          [t('api.mail.row.total'), formatPrice(data.totalCents, language)],
          // A free booking was not paid, whatever method the form had chosen.
          data.totalCents > 0 && [
            t('api.mail.row.payment'),
            paymentMethodLabel(data.paymentMethod, language),
          ],
          [t('api.mail.row.booking'), data.bookingId],
        ]}
      />
      <Mail.Subtitle>{t('api.mail.bookingConfirmed.yourTickets')}</Mail.Subtitle>
      {data.tickets.map((ticket, index) => {
        const cid = qrCids[index];
        return (
          <Section key={index} style={styles.ticket}>
            <Text style={styles.text} className={CLASSES.text}>
              <strong>
                {t('api.mail.bookingConfirmed.ticketNumber', { number: ticket.number })}
              </strong>
              <br />
              {ticket.name}
              <br />
              {t('api.mail.bookingConfirmed.reference', { reference: ticket.reference })}
            </Text>
            {cid ? (
              <Img
                src={`cid:${cid}`}
                width="200"
                height="200"
                alt={t('api.mail.bookingConfirmed.qrAlt', { reference: ticket.reference })}
                style={styles.qr}
              />
            ) : null}
            {ticket.checkInCode ? (
              <Text style={styles.text} className={CLASSES.text}>
                {t('api.mail.bookingConfirmed.checkInCode')} <strong>{ticket.checkInCode}</strong>
              </Text>
            ) : null}
          </Section>
        );
      })}
      <Mail.Paragraph>
        {t('api.mail.bookingConfirmed.calendarFile', { file: calendarFilename })}
      </Mail.Paragraph>
      <Mail.Subtitle>{t('api.mail.bookingConfirmed.manageHeading')}</Mail.Subtitle>
      <Mail.Paragraph>{t('api.mail.bookingConfirmed.manageText')}</Mail.Paragraph>
      <Mail.ActionButton href={data.manageUrl}>
        {t('api.mail.bookingConfirmed.manageButton')}
      </Mail.ActionButton>
      <Mail.FinePrint>{t('api.mail.bookingConfirmed.private')}</Mail.FinePrint>
    </Mail.Layout>
  );
}
