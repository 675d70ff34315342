import { buildEventInput, isoDaysFromToday } from '@parish/shared-types/testing';
import { apiAt } from './api';

/** The seeded pictures the events take turns with: every event has one, as a real parish's do. */
const PICTURES = ['sunday-liturgy', 'bible-study', 'food-drive', 'advent', 'youth-retreat'];
const picture = (n: number) => `/api/static/seed/${PICTURES[n % PICTURES.length]}.svg`;

/** Weekly series of a busy parish, a quarter of weeks each. */
const WEEKLY = [
  { title: 'Wednesday Bible Study', weekday: 3, time: '19:00', location: 'Parish Library' },
  { title: 'Friday Youth Night', weekday: 5, time: '18:30', location: 'Youth Room' },
];
const WEEKS = 13;
/** One-off events beside the series: a hundred upcoming events in all. */
const ONE_OFF = 100 - WEEKLY.length * WEEKS;

/** Days from today to the next `weekday` (0 Sunday … 6 Saturday), at least one. */
function daysToNext(weekday: number): number {
  const today = new Date().getDay();
  return ((weekday - today + 7) % 7) + (weekday === today ? 7 : 0);
}

/**
 * A busy parish's next half-year on the site at `apiUrl` (issue 35): 100
 * upcoming events, two weekly series among them, each with a picture; and
 * the states only real data shows: three sold out (one with people on its
 * waitlist) and one nearly full. Signs in as the demo owner, whose password
 * the API was given (DEMO_ADMIN_PASSWORD, as the e2e sites do).
 */
export async function addBusyParishEvents(apiUrl: string): Promise<void> {
  const admin = apiAt(apiUrl, { asAdmin: true });
  const visitor = apiAt(apiUrl);
  for (const [n, series] of WEEKLY.entries()) {
    await admin.events.create(
      buildEventInput({
        title: series.title,
        description: 'Every week of the term; come to any evening.',
        date: isoDaysFromToday(daysToNext(series.weekday)),
        time: series.time,
        location: series.location,
        price: 0,
        max_attendees: 40,
        image: picture(n),
        repeat: 'weekly',
        repeat_count: WEEKS,
      }),
    );
  }
  for (let n = 0; n < ONE_OFF; n++) {
    // A few smaller gatherings fill up: the first three sold out, the fourth nearly.
    const seats = n < 3 ? 2 : n === 3 ? 3 : 60 + (n % 5) * 20;
    const event = await admin.events.create(
      buildEventInput({
        title: `Parish Gathering ${n + 1}`,
        description: 'Fellowship, learning and service with the parish family.',
        date: isoDaysFromToday(1 + Math.floor((n * 180) / ONE_OFF)),
        time: `${String(9 + (n % 11)).padStart(2, '0')}:30`,
        price: n % 4 === 0 ? 15 : 0,
        max_attendees: seats,
        image: picture(n + WEEKLY.length),
      }),
    );
    if (n > 3) continue;
    await visitor.bookings.create({
      event: event.id,
      number_of_tickets: 2,
      payment_method: 'card',
      tickets: [1, 2].map((ticket) => ({
        name: `Guest ${ticket}`,
        email: `guest${ticket}.event${event.id}@example.org`,
        phone_number: '555-0140',
      })),
    });
    if (n === 0) {
      await visitor.waitlist.join(event.id, {
        name: 'Waiting Guest',
        email: `waiting.event${event.id}@example.org`,
        number_of_tickets: 1,
      });
    }
  }
}
