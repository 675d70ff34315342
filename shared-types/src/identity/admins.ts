import { z } from 'zod';
import { ADMIN_ROLES } from '../roles';
import { isEmailAddress, plainTextCheck } from '../schemas/fields';

export const ADMIN_PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes of a password (UTF-8) and ignores the rest. */
export const ADMIN_PASSWORD_MAX_BYTES = 72;
const PASSWORD_TOO_SHORT = `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE =
  'Password is too long: at most 72 bytes (72 plain letters or digits; accented letters, symbols and emoji take 2 to 4 bytes each).';
const INVALID_EMAIL = 'Please enter a valid email address';

const utf8 = new TextEncoder();

/** A password's length as bcrypt counts it: UTF-8 bytes, not characters. */
export function passwordByteLength(password: string): number {
  return utf8.encode(password).length;
}

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
      // Refused rather than silently truncated: 72 characters of 'é' are 144 bytes.
      .refine(
        (value) => passwordByteLength(value) <= ADMIN_PASSWORD_MAX_BYTES,
        PASSWORD_TOO_LONG_MESSAGE,
      ),
  };
}

export const ROLES_REQUIRED_MESSAGE = 'Choose at least one role';

/** One or more of the roles (docs/roles.md), each once, in the table's order. */
function rolesField(requiredMessage: string) {
  const known: readonly string[] = ADMIN_ROLES;
  // Checked as a whole, so that an unknown role is an error of `roles` itself (shown at the field).
  return z
    .array(z.string(), { error: requiredMessage })
    .min(1, requiredMessage)
    .refine((roles) => roles.every((role) => known.includes(role)), requiredMessage)
    .transform((roles) => ADMIN_ROLES.filter((role) => roles.includes(role)));
}

/** Setting an administrator's roles (owners only): `PUT /api/admin/:id/roles/`. */
export const adminRolesSchema = z.object({ roles: rolesField(ROLES_REQUIRED_MESSAGE) });
export type AdminRolesInput = z.output<typeof adminRolesSchema>;

/**
 * Creating an admin: 'All fields are required' (spec section 5). `roles`
 * left out makes an owner, as every administrator was before roles existed.
 */
export const adminCreateSchema = z.object({
  ...adminFields('All fields are required'),
  roles: rolesField('All fields are required').optional(),
  name: z
    .string({ error: 'All fields are required' })
    .trim()
    .min(1, 'All fields are required')
    .max(200)
    .refine(...plainTextCheck()),
});

/** Editing an admin: 'Both email and password are required'. */
export const adminUpdateSchema = z.object(adminFields('Both email and password are required'));

export type AdminCreateInput = z.output<typeof adminCreateSchema>;
export type AdminUpdateInput = z.output<typeof adminUpdateSchema>;
export const adminEmailTakenMessage = (email: string) => `Email ${email} is already registered`;
