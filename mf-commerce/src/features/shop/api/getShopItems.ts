import type { Product } from '@parish/shared-types';
import { api } from '../../../lib/api';

export function getShopItems(signal?: AbortSignal): Promise<Product[]> {
  return api.shop.list(signal);
}
