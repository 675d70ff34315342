import { z } from 'zod';
import { requiredMoney, requiredText, requiredUrl } from '../schemas/fields';

/** A shop item; the spec requires every field on add and on edit. */
export const productInputSchema = z.object({
  title: requiredText('Title is required', 200),
  description: requiredText('Description is required', 2000, { multiline: true }),
  price: requiredMoney('Price is required', { min: 0.5, max: 100_000 }),
  image: requiredUrl('Image is required'),
});

export type ProductInput = z.output<typeof productInputSchema>;
export type ProductFormValues = z.input<typeof productInputSchema>;
