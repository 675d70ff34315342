import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CHECKOUT_CANCELLED, CHECKOUT_RETURN_PARAM } from '@parish/shared-types';
import { useNotify } from '@parish/shared-web';
import { useT, type CommerceMessageId } from './i18n';

/**
 * A card checkout the visitor cancelled sends them back here with
 * `?checkout=cancelled` (the API's cancel URL): say so once, then drop the
 * flag from the address so a reload or a shared link does not repeat it.
 */
export function useCheckoutCancelledNotice(message: CommerceMessageId): void {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const cancelled = params.get(CHECKOUT_RETURN_PARAM) === CHECKOUT_CANCELLED;
  // React runs effects twice in development; the visitor hears it once.
  const told = useRef(false);

  useEffect(() => {
    if (!cancelled || told.current) return;
    told.current = true;
    notify.info(t(message));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [cancelled, message, notify, setParams, t]);
}
