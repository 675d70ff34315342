import { useApiQuery } from '@parish/shared-web';
import { getShopItems } from '../api/getShopItems';

export function useShopItems() {
  return useApiQuery(getShopItems);
}
