/** The API's calls of administrators, sign-in and one's own account (put together by createParishApi in client.ts). */
import {
  type AccountSession,
  type AccountStatus,
  type AdminSession,
  type LoginChallenge,
  type PasswordResetAnswer,
  type RecoveryCodes,
  type TwoFactorSetup,
  apiPaths,
} from '../api';
import { answer, crud, listOf, noAnswer } from '../crud';
import type { Admin } from './entities';
import type { HttpClient } from '../httpClient';
import type {
  PasswordChangeInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  SecondFactorInput,
  TwoFactorDisableInput,
  TwoFactorEnableInput,
} from './accounts';
import type { AdminCreateInput, AdminRolesInput, AdminUpdateInput } from './admins';
import type { LoginInput } from './auth';

export function identityCalls(http: HttpClient) {
  const listAt = listOf(http);
  return {
    admins: {
      ...crud<Admin, AdminCreateInput, AdminUpdateInput>(
        http,
        apiPaths.admins,
        apiPaths.admin,
        'patch',
      ),
      /** Owners: sets an administrator's roles (docs/roles.md). */
      setRoles: (id: number, input: AdminRolesInput) =>
        answer(http.put<Admin>(apiPaths.adminRoles(id), input)),
    },
    auth: {
      /** The password step: the session, or the challenge of a second step (two-step sign-in on). */
      logIn: (input: LoginInput) =>
        answer(http.post<AdminSession | LoginChallenge>(apiPaths.login, input)),
      /** The second step: the challenge and a TOTP or recovery code; sets the session cookie. */
      secondFactor: (input: SecondFactorInput) =>
        answer(http.post<AdminSession>(apiPaths.loginSecondFactor, input)),
      /** "Forgot password?": the same answer whether the address is an administrator's or not. */
      requestPasswordReset: (input: PasswordResetRequestInput) =>
        answer(http.post<PasswordResetAnswer>(apiPaths.passwordResetRequest, input)),
      /** A mailed link's token and the new password; ends every session of the account. */
      resetPassword: (input: PasswordResetInput) =>
        noAnswer(http.post<unknown>(apiPaths.passwordReset, input)),
    },
    account: {
      status: (signal?: AbortSignal) =>
        answer(http.get<AccountStatus>(apiPaths.account, { signal })),
      changePassword: (input: PasswordChangeInput) =>
        noAnswer(http.post<unknown>(apiPaths.accountPassword, input)),
      startTwoFactor: () => answer(http.post<TwoFactorSetup>(apiPaths.accountTwoFactorSetup)),
      enableTwoFactor: (input: TwoFactorEnableInput) =>
        answer(http.post<RecoveryCodes>(apiPaths.accountTwoFactor, input)),
      disableTwoFactor: (input: TwoFactorDisableInput) =>
        noAnswer(http.post<unknown>(apiPaths.accountTwoFactorDisable, input)),
      sessions: listAt<AccountSession>(apiPaths.accountSessions),
      /** Signs out every session of the account but this one. */
      endOtherSessions: () => noAnswer(http.delete<unknown>(apiPaths.accountSessions)),
    },
  };
}
