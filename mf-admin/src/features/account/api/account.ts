import {
  apiPaths,
  type AccountSession,
  type AccountStatus,
  type PasswordChangeInput,
  type RecoveryCodes,
  type TwoFactorDisableInput,
  type TwoFactorEnableInput,
  type TwoFactorSetup,
} from '@parish/shared-types';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/account/`: whether two-step sign-in is on, and whether a role requires it. */
export function useAccountStatus() {
  return useApiQuery(
    apiQuery(apiPaths.account, (signal): Promise<AccountStatus> => api.account.status(signal)),
  );
}

/** `GET /api/account/sessions/`: the administrator's live sessions. */
export function useAccountSessions() {
  return useApiQuery(
    apiQuery(apiPaths.accountSessions, (signal): Promise<AccountSession[]> =>
      api.account.sessions(signal),
    ),
  );
}

export function changePassword(input: PasswordChangeInput): Promise<void> {
  return api.account.changePassword(input);
}

export function startTwoFactor(): Promise<TwoFactorSetup> {
  return api.account.startTwoFactor();
}

export function enableTwoFactor(input: TwoFactorEnableInput): Promise<RecoveryCodes> {
  return api.account.enableTwoFactor(input);
}

export function disableTwoFactor(input: TwoFactorDisableInput): Promise<void> {
  return api.account.disableTwoFactor(input);
}

export function endOtherSessions(): Promise<void> {
  return api.account.endOtherSessions();
}
