import type { Product } from '@parish/shared-types';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { products } from '../tables';
import { toDollars } from '../../../lib/money';

export type ProductRow = typeof products.$inferSelect;

export function toProductJson(row: ProductRow): Product {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: toDollars(row.priceCents),
    image: row.image,
    title_es: row.titleEs,
    description_es: row.descriptionEs,
  };
}

export async function findProduct(db: Executor, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  return row;
}

/** The first item (by id) with this title, ignoring case. */
export async function findProductByTitle(
  db: Executor,
  title: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(isNull(products.deletedAt), sql`lower(${products.title}) = lower(${title})`))
    .orderBy(products.id)
    .limit(1);
  return row;
}
