/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type Product } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, nullableText } from '../../../openapi/schemas';

export const productJson = shapeOf<Product>()(
  z.object({
    id,
    title: z.string(),
    description: z.string(),
    price: z.number().describe('Dollars'),
    image: z.string(),
    title_es: nullableText.describe('The Spanish title; null when the office wrote none'),
    description_es: nullableText.describe(
      'The Spanish description; null when the office wrote none',
    ),
  }),
);
