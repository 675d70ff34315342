import { apiPaths, productsIn, type Product } from '@parish/shared-types';
import { pageQuery, useApiQuery, useInLanguage } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/shop/`: every item on sale. */
export function getShopItems(signal?: AbortSignal): Promise<Product[]> {
  return api.shop.list(signal);
}

export const shopItemsQuery = pageQuery(apiPaths.shop, getShopItems);

/** The items as the page's language shows them: the office's Spanish where it wrote one. */
export function useShopItems() {
  return useInLanguage(useApiQuery(shopItemsQuery), productsIn);
}
