import type {
  PasswordResetAnswer,
  PasswordResetInput,
  PasswordResetRequestInput,
} from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `POST /api/auth/password-reset/`: the same answer whether the address is an administrator's or not. */
export function requestPasswordReset(
  input: PasswordResetRequestInput,
): Promise<PasswordResetAnswer> {
  return api.auth.requestPasswordReset(input);
}

/** `POST /api/auth/password-reset/confirm/`: the mailed link's token and the new password. */
export function resetPassword(input: PasswordResetInput): Promise<void> {
  return api.auth.resetPassword(input);
}
