import { toApiFailure, useSessionStore } from '@parish/shared-web';

/**
 * The API answers 401 to an admin call once the session cookie has expired.
 * Asking the server again turns the session store anonymous, and the admin
 * guard (this remote's, or the shell's) then sends the administrator to /login.
 */
export function endSessionIfUnauthorized(error: unknown): void {
  if (toApiFailure(error).status === 401) void useSessionStore.getState().check();
}
