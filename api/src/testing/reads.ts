/**
 * What tests read back through the API (payments, bookings, seats), as the
 * office (an administrator) or a visitor would see it.
 */
import type { Booking, ParishEvent, Payment } from '@parish/shared-types';
import type { TestApp } from './app';

export async function listPayments(t: TestApp): Promise<Payment[]> {
  const response = await t.inject({
    method: 'GET',
    url: '/api/payments/',
    headers: { cookie: await t.adminCookie() },
  });
  return response.json<Payment[]>();
}

export async function paymentByReference(t: TestApp, reference: string) {
  return (await listPayments(t)).find((payment) => payment.provider_reference === reference);
}

export async function bookingById(t: TestApp, id: string): Promise<Booking> {
  return (await t.inject({ method: 'GET', url: `/api/bookings/${id}/` })).json<Booking>();
}

export async function seatsTaken(t: TestApp, eventId: number): Promise<number> {
  const response = await t.inject({ method: 'GET', url: `/api/events/${eventId}/` });
  return response.json<ParishEvent>().registered_attendees;
}
