import { z } from 'zod';
import { optionalText, requiredMoney, requiredText, requiredUrl } from '../schemas/fields';

/**
 * A shop item; the spec requires every field on add and on edit. Since
 * issue 36 its title and description in Spanish, if the office writes them.
 */
export const productInputSchema = z.object({
  title: requiredText('Title is required', 200),
  description: requiredText('Description is required', 2000, { multiline: true }),
  price: requiredMoney('Price is required', { min: 0.5, max: 100_000 }),
  image: requiredUrl('Image is required'),
  // The Spanish beside the English (docs/i18n.md): optional, blank for none, left out kept.
  title_es: optionalText(200).optional(),
  description_es: optionalText(2000, { multiline: true }).optional(),
});

export type ProductInput = z.output<typeof productInputSchema>;
export type ProductFormValues = z.input<typeof productInputSchema>;
