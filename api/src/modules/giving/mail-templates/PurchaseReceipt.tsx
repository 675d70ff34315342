import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import { toCents } from '../../../lib/money';
import {
  Mail,
  formatInstantDate,
  formatMoney,
  providerLabel,
  type PurchaseReceiptMail,
  type MailTemplateProps,
} from '../../messaging';

export type PurchaseReceiptProps = MailTemplateProps<PurchaseReceiptMail>;

export function PurchaseReceipt({ data, site, subject }: PurchaseReceiptProps) {
  const language = site.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  const money = (cents: number) => formatMoney(cents, language);
  const total = money(data.amountCents);
  return (
    <Mail.Layout
      site={site}
      title={subject}
      preview={t('api.mail.purchaseReceipt.preview', { amount: total })}
    >
      <Mail.Title>{t('api.mail.purchaseReceipt.title')}</Mail.Title>
      <Mail.Paragraph>
        {t('api.mail.purchaseReceipt.intro', { name: data.buyerName, parish: site.name })}
      </Mail.Paragraph>
      <Mail.Subtitle>{t('api.mail.purchaseReceipt.items')}</Mail.Subtitle>
      <Mail.Details
        rows={data.items.map((item) => {
          // In dollars, as the JSON API shows it.
          const unitCents = toCents(item.unit_price);
          return [
            item.title,
            `${item.quantity} × ${money(unitCents)} = ${money(unitCents * item.quantity)}`,
          ] as const;
        })}
      />
      <Mail.Details
        rows={[
          [t('api.mail.row.total'), total],
          [t('api.mail.row.date'), formatInstantDate(data.receivedAt, site.timeZone, language)],
          [t('api.mail.row.paidWith'), providerLabel(data.provider, language)],
          [t('api.mail.row.reference'), data.reference],
        ]}
      />
      <Mail.ActionButton href={data.receiptUrl}>{t('api.mail.receipt.view')}</Mail.ActionButton>
    </Mail.Layout>
  );
}
