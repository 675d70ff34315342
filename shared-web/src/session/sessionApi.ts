import {
  apiPaths,
  type AdminSession,
  type LoginChallenge,
  type LoginInput,
  type SecondFactorInput,
} from '@parish/shared-types';
import { apiClient } from '../api/client';

export async function fetchSession(): Promise<AdminSession | null> {
  const response = await apiClient.get<AdminSession>(apiPaths.session, {
    validateStatus: (status) => status === 200 || status === 401,
  });
  return response.status === 200 ? response.data : null;
}

export async function postLogin(input: LoginInput): Promise<AdminSession> {
  const response = await apiClient.post<AdminSession>(apiPaths.login, input);
  return response.data;
}

/** The password step: the session, or (two-step sign-in on) the challenge for the code. */
export async function postLoginStep(input: LoginInput): Promise<AdminSession | LoginChallenge> {
  const response = await apiClient.post<AdminSession | LoginChallenge>(apiPaths.login, input);
  return response.data;
}

/** The second step: the challenge and a TOTP or recovery code. */
export async function postSecondFactor(input: SecondFactorInput): Promise<AdminSession> {
  const response = await apiClient.post<AdminSession>(apiPaths.loginSecondFactor, input);
  return response.data;
}

export async function postLogout(): Promise<void> {
  await apiClient.post(apiPaths.logout);
}
