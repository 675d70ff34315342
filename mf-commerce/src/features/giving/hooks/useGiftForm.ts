import { useState } from 'react';
import type { output, ZodType } from 'zod';
import { useSchemaForm } from '@parish/shared-web';
import { DONATION_PAYMENT_MESSAGES } from '../../../lib/checkoutMessages';
import { useT } from '../lib/i18n';
import { splitAsSwitched, type GiftFormValues } from '../lib/giftForm';
import { useGiftDraft } from './useGiftDraft';

/**
 * A gift form: the shared schema checks the giver's choices, and a valid
 * gift waits in `paying` for the payment dialog (open while there is one).
 * Nothing is sent before a method is chosen. The choices are kept across a
 * card checkout (`saveDraft` before leaving for it).
 */
export function useGiftForm<S extends ZodType>(
  schema: S,
  options: {
    initialValues: GiftFormValues;
    toInput: (values: GiftFormValues) => unknown;
    draftName: string;
  },
) {
  const t = useT();
  const [paying, setPaying] = useState<output<S> | null>(null);
  const form = useSchemaForm(schema, {
    initialValues: options.initialValues,
    toInput: options.toInput,
    submit: async (gift: output<S>) => gift,
    failureMessage: t(DONATION_PAYMENT_MESSAGES.cardFailed),
    onSuccess: setPaying,
    takenOver: splitAsSwitched,
  });
  const draft = useGiftDraft(options.draftName, form);
  return { form, paying, closePayment: () => setPaying(null), saveDraft: draft.save };
}
