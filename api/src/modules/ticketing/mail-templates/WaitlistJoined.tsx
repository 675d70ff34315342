import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import {
  Mail,
  eventRows,
  ticketCount,
  type WaitlistJoinedMail,
  type MailTemplateProps,
} from '../../messaging';

export type WaitlistJoinedProps = MailTemplateProps<WaitlistJoinedMail>;

/** On the waitlist: where they stand, what happens next, and the link to leave. */
export function WaitlistJoined({ data, site, subject }: WaitlistJoinedProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={t('api.mail.waitlistJoined.preview', {
        position: data.position,
        title: data.eventTitle,
      })}
    >
      <Mail.Title>{t('api.mail.waitlistJoined.title')}</Mail.Title>
      <Mail.Paragraph>{t('api.mail.dear', { name: data.name })}</Mail.Paragraph>
      <Mail.Paragraph>
        <Mail.Rich
          text={t('api.mail.waitlistJoined.body', { position: data.position })}
          tags={{ b: (position) => <strong>{position}</strong> }}
        />
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          ...eventRows(data, language),
          [t('api.mail.row.tickets'), ticketCount(data.seats, language)],
        ]}
      />
      <Mail.FinePrint>
        {t('api.mail.waitlist.leaveText')}{' '}
        <Mail.MailLink href={data.leaveUrl}>{t('api.mail.waitlist.leave')}</Mail.MailLink>
      </Mail.FinePrint>
    </Mail.Layout>
  );
}
