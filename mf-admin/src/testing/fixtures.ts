import type { Admin, ParishEvent } from '@parish/shared-types';
import { useSessionStore } from '@parish/shared-web';

export const sampleAdmin: Admin = { id: 1, email: 'office@holytrinity.org', name: 'Maria Lopez' };

export function makeEvent(overrides: Partial<ParishEvent> & Pick<ParishEvent, 'id' | 'title'>) {
  const event: ParishEvent = {
    description: 'A gathering of the parish family.',
    date: '2026-12-06',
    time: '18:30:00',
    location: 'Main Sanctuary',
    price: 0,
    max_attendees: 100,
    registered_attendees: 0,
    image: 'https://example.org/event.jpg',
    registrationLink: null,
    ...overrides,
  };
  return event;
}

/** Starts a test with the server's session already confirmed, as the shell's guard leaves it. */
export function signIn(admin: Admin = sampleAdmin) {
  useSessionStore.setState({ status: 'authenticated', admin });
}

/** The store is a module singleton; each test starts from "nobody checked yet". */
export function resetSession() {
  useSessionStore.setState({ status: 'unknown', admin: null });
}
