import type { ParishEvent } from '@parish/shared-types';

let nextId = 1;

/** An event with sensible defaults; override what the test is about. */
export function makeEvent(overrides: Partial<ParishEvent> = {}): ParishEvent {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Event ${id}`,
    description: 'A gathering of the parish.',
    date: '2030-01-01',
    time: '10:00:00',
    location: 'Parish Hall',
    price: 0,
    max_attendees: 100,
    registered_attendees: 10,
    image: '/api/static/seed/event.svg',
    registrationLink: null,
    ...overrides,
  };
}

/** `YYYY-MM-DD` for today plus `days`, in local time as the pages compute it. */
export function isoDaysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
