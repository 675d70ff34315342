/*
 * The password reset's wording and link lifetime (docs/accounts.md), apart
 * from its schemas (accounts.ts): the shell's reset page is part of
 * every first load, and with these alone it needs no zod (issue 28).
 */

/** How long a mailed password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 15;

/** The same answer for every address: nobody learns which addresses have an account. */
export const PASSWORD_RESET_SENT_MESSAGE = `If that address belongs to an administrator, a link to set a new password is on its way. It works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`;
export const PASSWORD_RESET_LINK_INVALID_MESSAGE =
  'This password reset link has expired or was already used. Please ask for a new one.';
export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password was changed and every session of your account was signed out. Please log in with the new password.';
