import type { Product } from '@parish/shared-types';
import { useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/shop/`: every item on sale. */
export function getShopItems(signal?: AbortSignal): Promise<Product[]> {
  return api.shop.list(signal);
}

export function useShopItems() {
  return useApiQuery(getShopItems);
}
