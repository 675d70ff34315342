import { buildAdmin } from '@parish/shared-types/testing';
import type { Admin } from '@parish/shared-types';
import { useSessionStore } from '@parish/shared-web';

export const sampleAdmin: Admin = buildAdmin({
  id: 1,
  email: 'office@holytrinity.org',
  name: 'Maria Lopez',
});

/** Starts a test with the server's session already confirmed, as the shell's guard leaves it. */
export function signIn(admin: Admin = sampleAdmin) {
  useSessionStore.setState({ status: 'authenticated', admin, expired: false });
}

/** The store is a module singleton; each test starts from "nobody checked yet". */
export function resetSession() {
  useSessionStore.setState({ status: 'unknown', admin: null, expired: false });
}
