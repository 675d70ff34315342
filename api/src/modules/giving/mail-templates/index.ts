/**
 * The giving module's mails: each kind's subject and sample data here, its
 * template in renderers.tsx (loaded with the first mail rendered).
 */
import { apiTexts } from '../../../lib/i18n';
import { formatMoney, type ModuleMails } from '../../messaging';
import type { GivingMailKind } from './kinds';
import { giftDescription } from './words';

export type { GivingMailKind };

export const givingMails: ModuleMails<GivingMailKind> = {
  subjects: {
    gift_receipt: (data, language) =>
      apiTexts(language)('api.mail.giftReceipt.subject', {
        amount: formatMoney(data.amountCents, language),
      }),
    purchase_receipt: (data, language) =>
      apiTexts(language)('api.mail.purchaseReceipt.subject', {
        amount: formatMoney(data.amountCents, language),
      }),
    donor_sign_in: (_data, language) => apiTexts(language)('api.mail.donorSignIn.subject'),
    renewal_failed: (data, language) =>
      apiTexts(language)('api.mail.renewalFailed.subject', {
        gift: giftDescription(data.frequency, data.amountCents, language),
      }),
    recurring_gift_changed: (data, language) =>
      apiTexts(language)('api.mail.recurringGiftChanged.subject', {
        change: data.change,
        gift: giftDescription(data.frequency, data.amountCents, language),
      }),
    year_end_statement: (data, language) =>
      apiTexts(language)('api.mail.yearEndStatement.subject', { year: String(data.year) }),
  },
  samples: {
    gift_receipt: {
      donorName: 'Mary Smith',
      receivedAt: '2026-03-02T03:30:00.000Z',
      amountCents: 25000,
      feeCents: 760,
      funds: [
        { fund: 'building', label: 'Building Fund', cents: 15000 },
        { fund: 'missions', label: 'Missions', cents: 10000 },
      ],
      frequency: 'Monthly',
      provider: 'stripe',
      reference: 'cs_test_a1b2c3',
      receiptUrl: 'https://holytrinity.example/giving/receipt?session=cs_test_a1b2c3',
    },
    purchase_receipt: {
      buyerName: 'Mary Smith',
      receivedAt: '2026-03-02T15:00:00.000Z',
      amountCents: 4250,
      items: [
        { product_id: 1, title: 'Parish Cookbook', quantity: 2, unit_price: 15 },
        { product_id: 2, title: 'Prayer Candle', quantity: 1, unit_price: 12.5 },
      ],
      provider: 'paypal',
      reference: 'PAYPAL-ORDER-9',
      receiptUrl: 'https://holytrinity.example/shop/receipt?order=PAYPAL-ORDER-9',
    },
    donor_sign_in: {
      donorName: 'Ruth Alvarez',
      signInUrl: 'https://holytrinity.example/my-giving?token=sign-in-token',
      expiresAt: '2026-11-21T15:30:00Z',
    },
    renewal_failed: {
      donorName: 'Ruth Alvarez',
      amountCents: 4000,
      frequency: 'Monthly',
      updateCardUrl: 'https://invoice.stripe.com/i/acct_1/test_update',
    },
    recurring_gift_changed: {
      donorName: 'Ruth Alvarez',
      change: 'changed',
      amountCents: 4000,
      feeCents: 0,
      frequency: 'Monthly',
      previous: { amountCents: 5000, frequency: 'Weekly' },
      manageUrl: 'https://holytrinity.example/my-giving',
    },
    year_end_statement: {
      donorName: 'Ruth Alvarez',
      year: 2026,
      gifts: 3,
      totalCents: 33000,
      myGivingUrl: 'https://holytrinity.example/my-giving',
    },
  },
  loadRenderers: () => import('./renderers').then((module) => module.renderers),
};
