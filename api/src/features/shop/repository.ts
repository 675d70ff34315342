import type { Product } from '@parish/shared-types';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db';
import { products } from '../../db/schema';
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

export async function listProducts(db: Executor): Promise<Product[]> {
  const rows = await db.select().from(products).orderBy(asc(products.id));
  return rows.map(toProductJson);
}
