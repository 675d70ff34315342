import type { CapturedOrder } from '@parish/shared-types';
import { SUCCESS_ORDER_PARAM } from '@parish/shared-types';
import { useNotify } from '@parish/shared-web';
import { useNavigate } from 'react-router';
import { useT, type CommerceMessageId } from './i18n';

/** Where a PayPal payer goes once the capture is done: the success page, with their receipt. */
export function successPathForOrder(orderID: string): string {
  return `/success?${SUCCESS_ORDER_PARAM}=${encodeURIComponent(orderID)}`;
}

/**
 * What a page does once PayPal's money is in: its thanks as a notice (the
 * page's one notice host still shows it after the navigation), then the
 * success page with the order's receipt.
 */
export function useThankAndShowReceipt(
  thanks: CommerceMessageId,
): (captured: CapturedOrder) => void {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  return (captured) => {
    notify.success(t(thanks));
    navigate(successPathForOrder(captured.orderID));
  };
}
