/** The API's paths of administrators, sign-in and one's own account (see apiPaths in api.ts). */
import { pathById, pathPattern } from '../paths';

export const identityPaths = {
  admins: '/api/admin/',
  admin: pathById('/api/admin/:id/'),
  /** Owners: set an administrator's roles (docs/roles.md). */
  adminRoles: pathPattern('/api/admin/:id/roles/', (id: number) => ({ id })),
  login: '/api/auth/login',
  /** A sign-in's second step: the TOTP or recovery code after the password (docs/accounts.md). */
  loginSecondFactor: '/api/auth/login/second-factor',
  logout: '/api/auth/logout',
  session: '/api/auth/session',
  /** "Forgot password?": mails a reset link if the address is an administrator's (the same answer either way). */
  passwordResetRequest: '/api/auth/password-reset/',
  /** Sets a new password with a mailed reset link's token (once, within 15 minutes). */
  passwordReset: '/api/auth/password-reset/confirm/',
  /** The signed-in administrator's own account: whether two-step sign-in is on or required. */
  account: '/api/account/',
  /** Changes one's own password (the current one required). */
  accountPassword: '/api/account/password/',
  /** Starts setting up two-step sign-in: a new secret, its QR code and text. */
  accountTwoFactorSetup: '/api/account/two-factor/setup/',
  /** POST: turns two-step sign-in on with a code (answers the recovery codes, once). */
  accountTwoFactor: '/api/account/two-factor/',
  /** Turns two-step sign-in off (password and a code required). */
  accountTwoFactorDisable: '/api/account/two-factor/disable/',
  /** GET: one's live sessions; DELETE: signs out every session but this one. */
  accountSessions: '/api/account/sessions/',
} as const;
