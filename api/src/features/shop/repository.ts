import type { Product } from '@parish/shared-types';
import type { products } from '../../db/schema';
import { toDollars } from '../../lib/money';

export type ProductRow = typeof products.$inferSelect;

export function toProductJson(row: ProductRow): Product {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: toDollars(row.priceCents),
    image: row.image,
  };
}
