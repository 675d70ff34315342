import {
  apiPaths,
  type DonorLanguageInput,
  type DonorSessionInput,
  type DonorSignInAnswer,
  type DonorSignInInput,
  type MyGiving,
  type RecurringGiftChangeInput,
} from '@parish/shared-types';
import { apiQuery, toApiFailure, useApiQuery } from '@parish/shared-web';
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

/** The donor's giving; signing in or out, like any change, reads it again. */
export function useMyGiving() {
  return useApiQuery(apiQuery(apiPaths.myGiving, getMyGiving));
}

/** `POST /api/donors/sign-in/`: a link is mailed if the address has given. */
export function requestSignInLink(input: DonorSignInInput): Promise<DonorSignInAnswer> {
  return api.donors.requestSignIn(input);
}

/** `POST /api/donors/session/`: the mailed link's token, once; the donor is signed in. */
export function signInWithLink(input: DonorSessionInput): Promise<MyGiving> {
  return api.donors.signIn(input);
}

/** `PUT /api/donors/me/language/`: the language of the donor's receipts, statements and mails. */
export function setDonorLanguage(input: DonorLanguageInput): Promise<MyGiving> {
  return api.donors.setLanguage(input);
}

export function signOut(): Promise<void> {
  return api.donors.signOut();
}

/** `PATCH /api/donors/me/recurring/:id/`: the donor's own recurring gift, a new amount or frequency. */
export function changeRecurringGift(
  id: number,
  input: RecurringGiftChangeInput,
): Promise<MyGiving> {
  return api.donors.changeRecurringGift(id, input);
}

export type RecurringGiftStep = 'pause' | 'resume' | 'cancel';

/** Pauses, resumes or cancels the donor's own recurring gift. */
export function stepRecurringGift({
  id,
  step,
}: {
  id: number;
  step: RecurringGiftStep;
}): Promise<MyGiving> {
  if (step === 'pause') return api.donors.pauseRecurringGift(id);
  if (step === 'resume') return api.donors.resumeRecurringGift(id);
  return api.donors.cancelRecurringGift(id);
}
