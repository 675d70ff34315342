import { apiPaths, type AdminSession, type LoginInput } from '@parish/shared-types';
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

export async function postLogout(): Promise<void> {
  await apiClient.post(apiPaths.logout);
}
