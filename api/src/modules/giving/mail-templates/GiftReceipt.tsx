import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import {
  Mail,
  formatInstantDate,
  formatMoney,
  providerLabel,
  type GiftReceiptMail,
  type MailTemplateProps,
} from '../../messaging';
import { frequencyLabel, fundName } from './words';

/** The written acknowledgment a US donor needs for a deductible gift (IRS Publication 1771). */
export const NO_GOODS_OR_SERVICES = 'No goods or services were provided in exchange for this gift.';

export type GiftReceiptProps = MailTemplateProps<GiftReceiptMail>;

export function GiftReceipt({ data, site, subject }: GiftReceiptProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const amount = formatMoney(data.amountCents, language);
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={t('api.mail.giftReceipt.preview', { amount })}
    >
      <Mail.Title>{t('api.mail.giftReceipt.title')}</Mail.Title>
      <Mail.Paragraph>
        {t('api.mail.giftReceipt.intro', { name: data.donorName, amount, parish: site.name })}
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          [t('api.mail.row.donor'), data.donorName],
          [
            t('api.mail.row.dateReceived'),
            formatInstantDate(data.receivedAt, site.timeZone, language),
          ],
          [t('api.mail.row.amount'), amount],
          data.feeCents > 0 && [t('api.mail.row.feeCovered'), formatMoney(data.feeCents, language)],
          data.frequency !== null && [
            t('api.mail.row.frequency'),
            t('api.mail.row.recurringFrequency', {
              frequency: frequencyLabel(data.frequency, language),
            }),
          ],
          [t('api.mail.row.paidWith'), providerLabel(data.provider, language)],
          [t('api.mail.row.reference'), data.reference],
        ]}
      />
      {data.funds.length > 0 ? (
        <>
          <Mail.Subtitle>{t('api.mail.giftReceipt.funds')}</Mail.Subtitle>
          <Mail.Details
            rows={data.funds.map(
              (part) =>
                [
                  fundName(part.fund, part.label, language),
                  formatMoney(part.cents, language),
                ] as const,
            )}
          />
        </>
      ) : null}
      <Mail.Paragraph>
        <strong>{t('api.mail.giftReceipt.noGoods')}</strong>
      </Mail.Paragraph>
      <Mail.Details
        rows={[
          [t('api.mail.row.organization'), site.name],
          [t('api.mail.row.address'), site.address],
        ]}
      />
      <Mail.ActionButton href={data.receiptUrl}>{t('api.mail.receipt.view')}</Mail.ActionButton>
      <Mail.FinePrint>{t('api.mail.giftReceipt.keep')}</Mail.FinePrint>
    </Mail.Layout>
  );
}
