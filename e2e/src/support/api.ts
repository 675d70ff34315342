import { apiPaths, createParishApi, type HttpClient } from '@parish/shared-types';
import { buildEventInput, isoDaysFromToday } from '@parish/shared-types/testing';
import { DEMO_ADMIN, type TestSite } from './site';

/**
 * The site's typed API over Node's fetch, to arrange test data as another
 * visitor (or, with `asAdmin`, an administrator) would.
 */
function fetchClient(base: string, cookie: () => Promise<string | null>): HttpClient {
  const send = async <T>(method: string, url: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    const session = await cookie();
    if (session) headers.Cookie = session;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    }
    const text = await response.text();
    return { data: (text ? JSON.parse(text) : undefined) as T };
  };
  return {
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body),
    put: (url, body) => send('PUT', url, body),
    patch: (url, body) => send('PATCH', url, body),
    delete: (url) => send('DELETE', url),
  };
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const setCookie = response.headers.get('set-cookie');
  if (!response.ok || !setCookie) throw new Error(`login answered ${response.status}`);
  return setCookie.split(';')[0] ?? '';
}

export function apiFor(site: TestSite, options: { asAdmin?: boolean } = {}) {
  return apiAt(site.stack.urls.api, options);
}

/** The typed API of the API at `base` (the demo owner's session with `asAdmin`). */
export function apiAt(base: string, options: { asAdmin?: boolean } = {}) {
  let session: Promise<string> | null = null;
  return createParishApi(
    fetchClient(base, async () => {
      if (!options.asAdmin) return null;
      session ??= logIn(base);
      return session;
    }),
  );
}

/**
 * A free event tonight at `time`, made by an administrator, and a booking of
 * two tickets for it (Maria Lopez, then Bo Lee, at `<name>.<tag>@example.org`):
 * what the door check-in suites scan.
 */
export async function bookTwoForTonight(
  site: TestSite,
  { title, time, tag }: { title: string; time: string; tag: string },
) {
  const event = await apiFor(site, { asAdmin: true }).events.create(
    buildEventInput({ title, date: isoDaysFromToday(0), time, price: 0, max_attendees: 10 }),
  );
  const booking = await apiFor(site).bookings.create({
    event: event.id,
    number_of_tickets: 2,
    payment_method: 'card',
    tickets: [
      { name: 'Maria Lopez', email: `maria.${tag}@example.org`, phone_number: '555-0101' },
      { name: 'Bo Lee', email: `bo.${tag}@example.org`, phone_number: '555-0102' },
    ],
  });
  return { event, booking };
}
