import { useRef, useState } from 'react';
import type { Booking, BookingDetails, PaymentMethod } from '@parish/shared-types';
import { createBooking, releaseBooking } from '../api/booking';
import { sameBooking } from '../lib/ticketForm';

/** A paid booking whose seats are held while its payment is under way. */
export interface HeldBooking {
  booking: Booking;
  method: PaymentMethod;
  /** What the booking was made for: a different submission needs a booking of its own. */
  details: BookingDetails;
  /** When the hold lapses, on this device's clock (ms). */
  deadline: number;
}

/**
 * When a booking's hold lapses on this device's clock: the hold's length
 * (both ends by the database's clock) from when its answer arrived, so a
 * device whose clock is off still counts the right minutes.
 */
export function holdDeadline(booking: Booking, receivedAt: number = Date.now()): number | null {
  if (booking.status !== 'pending' || !booking.hold_expires_at) return null;
  return receivedAt + (Date.parse(booking.hold_expires_at) - Date.parse(booking.booked_at));
}

/**
 * The booking the payment step pays for. It is made when the visitor picks
 * how to pay (so it records that method) and reused while it is held for
 * the same details and method; otherwise its seats are given back before a
 * new one takes them, so one visitor never holds seats twice.
 */
export function useHeldBooking() {
  const [held, setHeldState] = useState<HeldBooking | null>(null);
  // The payment dialog calls in from async callbacks: they read the latest hold here.
  const current = useRef<HeldBooking | null>(null);

  function setHeld(next: HeldBooking | null) {
    current.current = next;
    setHeldState(next);
  }

  /** Gives the held seats back (best effort: an unreleased hold lapses by itself). */
  async function release(): Promise<void> {
    const releasing = current.current;
    setHeld(null);
    const token = releasing?.booking.manage_token;
    if (releasing && token) {
      await releaseBooking(releasing.booking.booking_id, token).catch(() => undefined);
    }
  }

  async function bookingFor(details: BookingDetails, method: PaymentMethod): Promise<Booking> {
    const reusable = current.current;
    if (
      reusable &&
      reusable.method === method &&
      sameBooking(reusable.details, details) &&
      reusable.deadline > Date.now()
    ) {
      return reusable.booking;
    }
    if (reusable) await release();
    const booking = await createBooking({ ...details, payment_method: method });
    const deadline = holdDeadline(booking);
    if (deadline !== null) setHeld({ booking, method, details, deadline });
    return booking;
  }

  return {
    held,
    /** The hold as it is now, for async callbacks that outlive a render. */
    currentHold: () => current.current,
    bookingFor,
    release,
    /** Takes over a hold made before (a visitor back from the card checkout). */
    adopt: setHeld,
    /** Forgets the hold without a call: it was paid, or has lapsed. */
    forget: () => setHeld(null),
  };
}

export type HeldBookingState = ReturnType<typeof useHeldBooking>;
