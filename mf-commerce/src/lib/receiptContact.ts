import type { CommerceTranslate } from './i18n';

/**
 * The receipt's name and address, asked the same way by the giving forms
 * and the shop's purchase dialog (`receiptContactSchema` checks them).
 */
export function receiptContactFields(t: CommerceTranslate) {
  return {
    name: {
      label: t('commerce.receiptContact.name'),
      hint: t('commerce.receiptContact.nameHint'),
      autoComplete: 'name',
    },
    email: {
      label: t('commerce.receiptContact.email'),
      hint: t('commerce.receiptContact.emailHint'),
      autoComplete: 'email',
    },
  } as const;
}
