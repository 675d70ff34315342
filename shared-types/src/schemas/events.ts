import { z } from 'zod';
import {
  optionalUrl,
  requiredDate,
  requiredInteger,
  requiredMoney,
  requiredText,
  requiredTime,
  requiredUrl,
} from './fields';

const required = (field: string) => `Field "${field}" is required`;

/** Creating an event: all eight fields are required (spec section 5). */
export const eventInputSchema = z.object({
  title: requiredText(required('title'), 200),
  description: requiredText(required('description'), 5000, { multiline: true }),
  date: requiredDate(required('date')),
  time: requiredTime(required('time')),
  location: requiredText(required('location'), 200),
  price: requiredMoney(required('price'), { min: 0, max: 100_000 }),
  max_attendees: requiredInteger(required('max_attendees'), { min: 1, max: 100_000 }),
  image: requiredUrl(required('image')),
  registrationLink: optionalUrl().optional(),
});

/** Editing an event: any subset of the same fields, by the same rules. */
export const eventPatchSchema = eventInputSchema.partial();

export type EventInput = z.output<typeof eventInputSchema>;
export type EventFormValues = z.input<typeof eventInputSchema>;
export type EventPatch = z.output<typeof eventPatchSchema>;
