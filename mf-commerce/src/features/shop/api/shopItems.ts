import { apiPaths, type Product } from '@parish/shared-types';
import { pageQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/shop/`: every item on sale. */
export function getShopItems(signal?: AbortSignal): Promise<Product[]> {
  return api.shop.list(signal);
}

export const shopItemsQuery = pageQuery(apiPaths.shop, getShopItems);

export function useShopItems() {
  return useApiQuery(shopItemsQuery);
}
