/** The giving module's mail templates, by kind. */
import type { MailRenderers } from '../../messaging';
import type { GivingMailKind } from './kinds';
import { GiftReceipt } from './GiftReceipt';
import { PurchaseReceipt } from './PurchaseReceipt';
import { DonorSignIn } from './DonorSignIn';
import { RenewalFailed } from './RenewalFailed';
import { RecurringGiftChanged } from './RecurringGiftChanged';
import { YearEndStatement } from './YearEndStatement';

export const renderers: MailRenderers<GivingMailKind> = {
  gift_receipt: (data, site, subject) => ({
    element: <GiftReceipt data={data} site={site} subject={subject} />,
  }),
  purchase_receipt: (data, site, subject) => ({
    element: <PurchaseReceipt data={data} site={site} subject={subject} />,
  }),
  donor_sign_in: (data, site, subject) => ({
    element: <DonorSignIn data={data} site={site} subject={subject} />,
  }),
  renewal_failed: (data, site, subject) => ({
    element: <RenewalFailed data={data} site={site} subject={subject} />,
  }),
  recurring_gift_changed: (data, site, subject) => ({
    element: <RecurringGiftChanged data={data} site={site} subject={subject} />,
  }),
  year_end_statement: (data, site, subject) => ({
    element: <YearEndStatement data={data} site={site} subject={subject} />,
  }),
};
