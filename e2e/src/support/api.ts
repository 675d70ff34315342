import type { Booking, ParishEvent } from '@parish/shared-types';
import { DEMO_ADMIN, type TestSite } from './site';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Calls the API directly (as another browser or an admin would), to arrange test data. */
export function apiFor(site: TestSite) {
  const base = site.stack.urls.api;
  let cookie: string | null = null;

  async function adminCookie(): Promise<string> {
    if (cookie) return cookie;
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    await json(response);
    const setCookie = response.headers.get('set-cookie');
    if (!setCookie) throw new Error('login set no cookie');
    cookie = setCookie.split(';')[0] ?? '';
    return cookie;
  }

  return {
    events: async () => json<ParishEvent[]>(await fetch(`${base}/api/events/`)),
    createEvent: async (input: Record<string, unknown>) =>
      json<ParishEvent>(
        await fetch(`${base}/api/events/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: await adminCookie() },
          body: JSON.stringify(input),
        }),
      ),
    book: async (
      eventId: number,
      people: Array<{ name: string; email: string; phone_number: string }>,
    ) =>
      json<Booking>(
        await fetch(`${base}/api/bookings/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            event: eventId,
            number_of_tickets: people.length,
            payment_method: 'paypal',
            tickets: people,
          }),
        }),
      ),
  };
}
