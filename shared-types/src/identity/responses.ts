/** What the API answers in the identity domain (its paths: ./paths.ts). */
import type { Admin } from './entities';

/**
 * `POST /api/auth/login` for an administrator with two-step sign-in on: the
 * password was right, and `challenge` goes with the code to
 * `POST /api/auth/login/second-factor`, which answers the `AdminSession`.
 */
export interface LoginChallenge {
  two_factor_required: true;
  challenge: string;
  /** When the second step stops working (ISO). */
  expires_at: string;
}

/** `POST /api/auth/password-reset/`: always this, known address or not. */
export interface PasswordResetAnswer {
  message: string;
}

/** `GET /api/account/`: the signed-in administrator and their second factor. */
export interface AccountStatus {
  admin: Admin;
  two_factor: {
    enabled: boolean;
    /** A role of theirs requires it (`ADMIN_2FA_REQUIRED_ROLES`). */
    required: boolean;
    /** Recovery codes not used yet (0 while it is off). */
    recovery_codes_left: number;
  };
}

/** `POST /api/account/two-factor/setup/`: what an authenticator app needs. */
export interface TwoFactorSetup {
  /** The secret as text (base32), for typing into the app. */
  secret: string;
  /** The `otpauth://` URI the QR code holds. */
  otpauth_url: string;
  /** The QR code as a `data:image/png;base64,…` URL. */
  qr_code: string;
}

/** `POST /api/account/two-factor/`: the recovery codes, shown this once. */
export interface RecoveryCodes {
  recovery_codes: string[];
}

/** `GET /api/account/sessions/`: one live session of the signed-in administrator. */
export interface AccountSession {
  /** A short handle of the session (not its cookie). */
  id: string;
  /** 'Firefox 128 on Linux', from the browser's user agent. */
  device: string;
  /** The client address it signed in from. */
  address: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session making this request. */
  current: boolean;
}
