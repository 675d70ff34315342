import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
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
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const when = t('api.mail.dateAtTime', {
    date: formatDate(data.eventDate, language),
    time: formatTime(data.eventTime, language),
  });
  return (
    <Mail.Layout site={site} title={subject} preview={`${data.eventTitle}, ${when}`}>
      <Mail.Title>{t('api.mail.bookingCancelled.title')}</Mail.Title>
      <Mail.Paragraph>
        {t('api.mail.bookingCancelled.intro', { name: data.bookerName, by: data.cancelledBy })}
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          ...eventRows(data, language),
          [t('api.mail.row.tickets'), ticketCount(data.numberOfTickets, language)],
          [t('api.mail.row.booking'), data.bookingId],
        ]}
      />
      {data.reason ? (
        <>
          <Mail.Paragraph>{t('api.mail.bookingCancelled.reason')}</Mail.Paragraph>
          <Mail.Quoted text={data.reason} />
        </>
      ) : null}
      {data.refundCents > 0 ? (
        <Mail.Paragraph>
          <Mail.Rich
            text={t('api.mail.bookingCancelled.refund', {
              amount: formatMoney(data.refundCents, language),
            })}
            tags={{ b: (amount) => <strong>{amount}</strong> }}
          />
        </Mail.Paragraph>
      ) : null}
      <Mail.Paragraph>
        <Mail.Rich
          text={t('api.mail.questions', { phone: site.phone })}
          tags={{
            email: () => <Mail.MailLink href={`mailto:${site.email}`}>{site.email}</Mail.MailLink>,
          }}
        />
      </Mail.Paragraph>
    </Mail.Layout>
  );
}
