import { useEffect, useEffectEvent } from 'react';
import type { SchemaFormState } from '@parish/shared-web';
import { saveCheckoutDraft, takeCheckoutDraft } from '../../../lib/checkoutDraft';
import { parseGiftDraft, type GiftFormValues } from '../lib/giftForm';

/**
 * Keeps a gift form's choices across a card checkout: `save` before the
 * visitor leaves for it; coming back to the page (cancelled, or Back) puts
 * them back in the form.
 */
export function useGiftDraft(name: string, form: SchemaFormState<GiftFormValues>) {
  const restore = useEffectEvent(() => {
    const draft = parseGiftDraft(takeCheckoutDraft(name));
    if (draft) form.setValues(() => draft);
  });
  useEffect(() => restore(), []);

  return { save: () => saveCheckoutDraft(name, form.values) };
}
