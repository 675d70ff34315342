import type {
  DonorSessionInput,
  DonorSignInAnswer,
  DonorSignInInput,
  MyGiving,
} from '@parish/shared-types';
import { toApiFailure, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/donors/me/`: the signed-in donor's gifts; null when nobody is signed in (401). */
export async function getMyGiving(signal?: AbortSignal): Promise<MyGiving | null> {
  try {
    return await api.donors.myGiving(signal);
  } catch (error) {
    if (toApiFailure(error).status === 401) return null;
    throw error;
  }
}

/** The donor's giving, read again whenever `key` changes (signed in, signed out). */
export function useMyGiving(key: number) {
  return useApiQuery(getMyGiving, key);
}

/** `POST /api/donors/sign-in/`: a link is mailed if the address has given. */
export function requestSignInLink(input: DonorSignInInput): Promise<DonorSignInAnswer> {
  return api.donors.requestSignIn(input);
}

/** `POST /api/donors/session/`: the mailed link's token, once; the donor is signed in. */
export function signInWithLink(input: DonorSessionInput): Promise<MyGiving> {
  return api.donors.signIn(input);
}

export function signOut(): Promise<void> {
  return api.donors.signOut();
}
