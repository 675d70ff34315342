import { z } from 'zod';
import { plainTextCheck } from '../schemas/fields';

export const LOGIN_REQUIRED_MESSAGE = 'Please enter both email and password.';
/** One message for a wrong e-mail or a wrong password, so neither is revealed. */
export const LOGIN_FAILED_MESSAGE = 'Incorrect email or password. Please try again.';

export const loginInputSchema = z.object({
  email: z
    .string({ error: LOGIN_REQUIRED_MESSAGE })
    .trim()
    .min(1, LOGIN_REQUIRED_MESSAGE)
    .max(254, LOGIN_FAILED_MESSAGE)
    .refine(...plainTextCheck())
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: LOGIN_REQUIRED_MESSAGE })
    .refine((value) => value.trim().length > 0, LOGIN_REQUIRED_MESSAGE)
    .refine((value) => value.length <= 200, LOGIN_FAILED_MESSAGE),
});

export type LoginInput = z.output<typeof loginInputSchema>;
