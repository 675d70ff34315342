import { create } from 'zustand';
import {
  apiPaths,
  type Admin,
  type AdminSession,
  type LoginChallenge,
  type LoginInput,
  type SecondFactorInput,
} from '@parish/shared-types';
import { onUnauthorized } from '../api/client';
import { fetchSession, postLogin, postLoginStep, postLogout, postSecondFactor } from './sessionApi';

/** What the password step gives: the administrator, or a challenge for their code. */
export type SignInStep = { admin: Admin; challenge?: undefined } | { challenge: LoginChallenge };

function isChallenge(answer: AdminSession | LoginChallenge): answer is LoginChallenge {
  return 'two_factor_required' in answer && answer.two_factor_required;
}

/**
 * The spec keeps an `isAdmin` flag in local storage. Here it is only a hint
 * (for example to skip prefetching admin code for visitors); the server's
 * session cookie decides who is an administrator.
 */
const ADMIN_HINT_STORAGE_KEY = 'isAdmin';

export type SessionStatus = 'unknown' | 'checking' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  admin: Admin | null;
  /**
   * True when the server ended a session this page had (expired, or logged
   * out elsewhere), rather than the administrator logging out here: a form
   * open at that moment keeps what was typed for after the next login.
   */
  expired: boolean;
  /** Asks the server who is logged in; concurrent callers share one request. */
  check: () => Promise<void>;
  login: (input: LoginInput) => Promise<Admin>;
  /** The password step, which may ask for a second one (two-step sign-in). */
  signIn: (input: LoginInput) => Promise<SignInStep>;
  /** The second step: a TOTP or recovery code for the challenge `signIn` gave. */
  completeSignIn: (input: SecondFactorInput) => Promise<Admin>;
  logout: () => Promise<void>;
}

function writeHint(isAdmin: boolean) {
  try {
    if (isAdmin) localStorage.setItem(ADMIN_HINT_STORAGE_KEY, 'true');
    else localStorage.removeItem(ADMIN_HINT_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the hint is optional.
  }
}

export function readAdminHint(): boolean {
  try {
    return localStorage.getItem(ADMIN_HINT_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

let pendingCheck: Promise<void> | null = null;

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: 'unknown',
  admin: null,
  expired: false,
  check: () => {
    pendingCheck ??= (async () => {
      const hadSession = get().status === 'authenticated';
      set((state) => (state.status === 'unknown' ? { status: 'checking' } : state));
      try {
        const session = await fetchSession();
        writeHint(session !== null);
        set(
          session
            ? { status: 'authenticated', admin: session.admin, expired: false }
            : { status: 'anonymous', admin: null, expired: hadSession },
        );
      } catch {
        // Server unreachable: treat as logged out; the admin pages say so.
        set({ status: 'anonymous', admin: null, expired: hadSession });
      } finally {
        pendingCheck = null;
      }
    })();
    return pendingCheck;
  },
  login: async (input) => {
    const session = await postLogin(input);
    if (isChallenge(session)) throw new Error('This account signs in in two steps: use signIn.');
    writeHint(true);
    set({ status: 'authenticated', admin: session.admin, expired: false });
    return session.admin;
  },
  signIn: async (input) => {
    const answer = await postLoginStep(input);
    if (isChallenge(answer)) return { challenge: answer };
    writeHint(true);
    set({ status: 'authenticated', admin: answer.admin, expired: false });
    return { admin: answer.admin };
  },
  completeSignIn: async (input) => {
    const session = await postSecondFactor(input);
    writeHint(true);
    set({ status: 'authenticated', admin: session.admin, expired: false });
    return session.admin;
  },
  logout: async () => {
    try {
      await postLogout();
    } finally {
      writeHint(false);
      set({ status: 'anonymous', admin: null, expired: false });
    }
  },
}));

// A 401 from any call but login means the server has ended the session
// (expired, or logged out elsewhere). Asking the server once turns the store
// anonymous, and every admin guard then sends the administrator to /login,
// so no screen has to handle it on its own.
onUnauthorized((path) => {
  if (
    path !== apiPaths.login &&
    path !== apiPaths.loginSecondFactor &&
    useSessionStore.getState().status === 'authenticated'
  ) {
    void useSessionStore.getState().check();
  }
});
