/**
 * The receipt's name and address, asked the same way by the giving forms
 * and the shop's purchase dialog (`receiptContactSchema` checks them).
 */
export const PAYER_NAME_FIELD = {
  label: 'Your name',
  hint: 'The name on your receipt.',
  autoComplete: 'name',
} as const;

export const PAYER_EMAIL_FIELD = {
  label: 'Email address',
  hint: 'We e-mail your receipt to this address.',
  autoComplete: 'email',
} as const;
