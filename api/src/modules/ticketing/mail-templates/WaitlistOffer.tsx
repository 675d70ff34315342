import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import {
  Mail,
  eventRows,
  formatInstantDate,
  ticketCount,
  type WaitlistOfferMail,
  type MailTemplateProps,
} from '../../messaging';

export type WaitlistOfferProps = MailTemplateProps<WaitlistOfferMail>;

/** The wall-clock time of an instant in the parish's time zone: "7:00 PM" ("7:00 p.m."). */
function instantTime(instant: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}

/** Seats freed for them: held until a time, booked through the usual booking page. */
export function WaitlistOffer({ data, site, subject }: WaitlistOfferProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const until = t('api.mail.waitlistOffer.until', {
    time: instantTime(data.expiresAt, site.timeZone, language),
    date: formatInstantDate(data.expiresAt, site.timeZone, language),
  });
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={t('api.mail.waitlistOffer.preview', { until })}
    >
      <Mail.Title>{t('api.mail.waitlistOffer.title')}</Mail.Title>
      <Mail.Paragraph>{t('api.mail.dear', { name: data.name })}</Mail.Paragraph>
      <Mail.Paragraph>
        <Mail.Rich
          text={t('api.mail.waitlistOffer.body', { seats: data.seats, until })}
          tags={{ b: (held) => <strong>{held}</strong> }}
        />
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          ...eventRows(data, language),
          [t('api.mail.row.heldForYou'), ticketCount(data.seats, language)],
        ]}
      />
      <Mail.ActionButton href={data.claimUrl}>{t('api.mail.waitlistOffer.book')}</Mail.ActionButton>
      <Mail.FinePrint>
        {t('api.mail.waitlist.leaveText')}{' '}
        <Mail.MailLink href={data.leaveUrl}>{t('api.mail.waitlist.leave')}</Mail.MailLink>
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
