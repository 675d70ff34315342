import { apiPaths, productInputSchema, type ProductInput } from '@parish/shared-types';
import { products } from '../tables';
import type { ApiApp, AppContext } from '../../../http/context';
import { registerResourceRoutes } from '../resources/routes';
import { toCents } from '../../../lib/money';
import { productJson } from './json';
import { toProductJson } from './repository';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Shop item not found';

/**
 * The spec requires every field on add and on edit. Prices are kept in cents.
 * The Spanish is written when sent (a blank clears it, one left out is kept).
 */
function productColumns(input: ProductInput) {
  return {
    title: input.title,
    description: input.description,
    priceCents: toCents(input.price),
    image: input.image,
    titleEs: input.title_es,
    descriptionEs: input.description_es,
  };
}

const example = {
  title: 'Parish Cookbook',
  description: 'Favourite recipes from sixty years of parish suppers.',
  price: 15,
  image: `${apiPaths.seedImages}product-devotional.svg`,
  title_es: 'Recetario parroquial',
  description_es: 'Las recetas favoritas de sesenta años de cenas parroquiales.',
};

export async function shopRoutes(app: ApiApp, { db }: AppContext) {
  registerResourceRoutes(app, db, {
    table: products,
    paths: { collection: apiPaths.shop, one: apiPaths.product },
    tag: 'Shop',
    names: { one: 'shop item', many: 'shop items' },
    notFoundMessage: PRODUCT_NOT_FOUND_MESSAGE,
    json: productJson,
    toJson: toProductJson,
    create: { schema: productInputSchema, example, toColumns: productColumns },
    update: { method: 'PUT', schema: productInputSchema, example, toColumns: productColumns },
  });
}
