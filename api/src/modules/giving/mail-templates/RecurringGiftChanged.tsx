import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import {
  Mail,
  formatMoney,
  type RecurringGiftChangedMail,
  type MailTemplateProps,
} from '../../messaging';
import { giftDescription } from './words';

export type RecurringGiftChangedProps = MailTemplateProps<RecurringGiftChangedMail>;

/** What the donor did to their recurring gift on My Giving, confirmed. */
export function RecurringGiftChanged({ data, site, subject }: RecurringGiftChangedProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const gift = giftDescription(data.frequency, data.amountCents, language);
  const title = t('api.mail.recurringGiftChanged.title', { change: data.change });
  const fee =
    data.feeCents > 0
      ? ` ${t('api.mail.recurringGiftChanged.fee', { fee: formatMoney(data.feeCents, language) })}`
      : '';
  const previous = data.previous
    ? giftDescription(data.previous.frequency, data.previous.amountCents, language)
    : '';
  const parish = site.name;
  return (
    <Mail.Layout site={site} title={subject} preview={title}>
      <Mail.Title>{title}</Mail.Title>
      <Mail.Paragraph>{t('api.mail.dear', { name: data.donorName })}</Mail.Paragraph>
      <Mail.Paragraph>
        {data.change === 'changed'
          ? t('api.mail.recurringGiftChanged.changed', { previous, parish, gift, fee })
          : data.change === 'paused'
            ? t('api.mail.recurringGiftChanged.paused', { gift, parish })
            : data.change === 'resumed'
              ? t('api.mail.recurringGiftChanged.resumed', { gift, parish })
              : t('api.mail.recurringGiftChanged.cancelled', { gift, parish })}
      </Mail.Paragraph>
      <Mail.ActionButton href={data.manageUrl}>{t('api.mail.myGiving.open')}</Mail.ActionButton>
      <Mail.FinePrint>{t('api.mail.recurringGiftChanged.notYou')}</Mail.FinePrint>
    </Mail.Layout>
  );
}
