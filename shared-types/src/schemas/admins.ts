import { z } from 'zod';
import { isEmailAddress } from './fields';

export const ADMIN_PASSWORD_MIN_LENGTH = 8;
const PASSWORD_TOO_SHORT = `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
const INVALID_EMAIL = 'Please enter a valid email address';

function adminFields(requiredMessage: string) {
  return {
    email: z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(254, INVALID_EMAIL)
      .refine(isEmailAddress, INVALID_EMAIL)
      .transform((value) => value.toLowerCase()),
    password: z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      .min(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
      // bcrypt only reads the first 72 bytes; refuse longer rather than silently truncate.
      .max(72, 'Password must be at most 72 characters'),
  };
}

/** Creating an admin: 'All fields are required' (spec section 5). */
export const adminCreateSchema = z.object({
  ...adminFields('All fields are required'),
  name: z
    .string({ error: 'All fields are required' })
    .trim()
    .min(1, 'All fields are required')
    .max(200),
});

/** Editing an admin: 'Both email and password are required'. */
export const adminUpdateSchema = z.object(adminFields('Both email and password are required'));

export type AdminCreateInput = z.output<typeof adminCreateSchema>;
export type AdminUpdateInput = z.output<typeof adminUpdateSchema>;
export const adminEmailTakenMessage = (email: string) => `Email ${email} is already registered`;
