import { z } from 'zod';
import { MAIL_TOKEN_PATTERN } from '../messages';
import {
  ADMIN_PASSWORD_MAX_BYTES,
  ADMIN_PASSWORD_MIN_LENGTH,
  passwordByteLength,
  PASSWORD_TOO_LONG_MESSAGE,
} from './admins';
import { requiredEmail } from '../schemas/fields';
import { PASSWORD_RESET_LINK_INVALID_MESSAGE } from './passwordReset';

/**
 * An administrator's own account (docs/accounts.md): password reset by a
 * mailed link, changing one's password, a TOTP second factor with recovery
 * codes, and the list of one's sessions. The API parses these schemas and
 * the forms are built from them, so each message exists once.
 */

/** How long the second step of a sign-in (the code) may take after the password. */
export const SIGN_IN_CHALLENGE_TTL_MINUTES = 5;
/** Codes tried against one sign-in's second step before it must start again. */
export const SIGN_IN_CHALLENGE_MAX_ATTEMPTS = 5;
/** Recovery codes made when the second factor is turned on (each works once). */
export const RECOVERY_CODE_COUNT = 10;

export const PASSWORD_REQUIRED_MESSAGE = 'Please enter a password.';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct.';
export const NEW_PASSWORD_TOO_SHORT_MESSAGE = `Your new password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;
/** The API refuses passwords found in a list of common ones (docs/accounts.md says which). */
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is one of the most common ones and easy to guess. Please choose another.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password was changed. Your other sessions were signed out.';

export const RESET_EMAIL_REQUIRED_MESSAGE = 'Please enter the email address you sign in with.';
export const RESET_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';

export const SECOND_FACTOR_CODE_REQUIRED_MESSAGE =
  'Please enter the 6-digit code from your authenticator app, or a recovery code.';
/**
 * Every failure of a sign-in's second step (a wrong code, a used recovery
 * code, a step that expired): one message, so none is told apart.
 */
export const SECOND_FACTOR_FAILED_MESSAGE =
  'That sign-in could not be completed. Check the code, or start again with your email and password.';
export const TOTP_CODE_REQUIRED_MESSAGE =
  'Please enter the 6-digit code from your authenticator app.';
export const TOTP_CODE_WRONG_MESSAGE =
  'That code is not correct. Check the time on your phone and enter the newest code.';
export const TWO_FACTOR_DISABLE_FAILED_MESSAGE =
  'The password or the code is not correct. Two-step sign-in is still on.';
export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-step sign-in is already on for your account.';
export const TWO_FACTOR_NOT_STARTED_MESSAGE =
  'Start setting up two-step sign-in first: a new QR code is needed.';
/** 403 on every admin route for an administrator whose roles need a second factor they have not set up. */
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE =
  'Your role requires two-step sign-in. Set it up under Account before using the dashboard.';
export const OTHER_SESSIONS_ENDED_MESSAGE = 'Every other session of your account was signed out.';

/** A 6-digit TOTP code, spaces allowed as typed (`123 456`). */
const TOTP_PATTERN = /^\d{6}$/;
/** A recovery code as shown: two groups of five lower-case letters and digits (`k3x9p-2m7qa`). */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** Strips what people type around a code: spaces, and upper case for recovery codes. */
function normaliseCode(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}

function totpCode(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(normaliseCode)
    .refine((value) => value.length > 0, requiredMessage)
    .refine((value) => TOTP_PATTERN.test(value), requiredMessage);
}

/** A code from the authenticator app or a recovery code; `wrongMessage` for anything else. */
function totpOrRecoveryCode(wrongMessage: string) {
  return z
    .string({ error: SECOND_FACTOR_CODE_REQUIRED_MESSAGE })
    .transform(normaliseCode)
    .refine((value) => value.length > 0, SECOND_FACTOR_CODE_REQUIRED_MESSAGE)
    .refine((value) => TOTP_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value), wrongMessage);
}

/** A new password: 8 characters or more, at most 72 bytes (bcrypt's limit). */
function newPassword() {
  return z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .min(ADMIN_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT_MESSAGE)
    .refine(
      (value) => passwordByteLength(value) <= ADMIN_PASSWORD_MAX_BYTES,
      PASSWORD_TOO_LONG_MESSAGE,
    );
}

/** "Forgot password?": the address to mail a reset link to. */
export const passwordResetRequestSchema = z.object({
  email: requiredEmail(RESET_EMAIL_REQUIRED_MESSAGE, RESET_EMAIL_INVALID_MESSAGE),
});
export type PasswordResetRequestInput = z.output<typeof passwordResetRequestSchema>;

/** The reset page: the link's token and the new password. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_LINK_INVALID_MESSAGE })
    .trim()
    .regex(MAIL_TOKEN_PATTERN, PASSWORD_RESET_LINK_INVALID_MESSAGE),
  new_password: newPassword(),
});
export type PasswordResetInput = z.output<typeof passwordResetSchema>;

/** Account: changing one's own password while signed in. */
export const passwordChangeSchema = z.object({
  current_password: z
    .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
    .min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)
    .max(200, CURRENT_PASSWORD_WRONG_MESSAGE),
  new_password: newPassword(),
});
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/** A sign-in's second step: the challenge the password step gave, and a TOTP or recovery code. */
export const secondFactorSchema = z.object({
  challenge: z
    .string({ error: SECOND_FACTOR_FAILED_MESSAGE })
    .regex(MAIL_TOKEN_PATTERN, SECOND_FACTOR_FAILED_MESSAGE),
  code: totpOrRecoveryCode(SECOND_FACTOR_FAILED_MESSAGE),
});
export type SecondFactorInput = z.output<typeof secondFactorSchema>;

/** Turning the second factor on: a code from the app, proving it holds the secret. */
export const twoFactorEnableSchema = z.object({ code: totpCode(TOTP_CODE_REQUIRED_MESSAGE) });
export type TwoFactorEnableInput = z.output<typeof twoFactorEnableSchema>;

/** Turning the second factor off: the password and a current code (or a recovery code). */
export const twoFactorDisableSchema = z.object({
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(200, TWO_FACTOR_DISABLE_FAILED_MESSAGE),
  code: totpOrRecoveryCode(TWO_FACTOR_DISABLE_FAILED_MESSAGE),
});
export type TwoFactorDisableInput = z.output<typeof twoFactorDisableSchema>;
