/**
 * What the booking page keeps while the visitor is away at the card
 * checkout: what they typed, and the booking holding their seats. A
 * cancelled checkout brings them back to a filled form; a finished booking
 * forgets it. Kept in sessionStorage (this tab only), read and written only
 * in effects and handlers.
 */
const DRAFT_KEY = 'parish-booking-draft';
/** An older draft is stale: its hold has long lapsed. */
const DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

export interface BookingDraft<Values> {
  values: Values;
  /** The booking created for these values, still held when the draft was saved. */
  heldBooking: { bookingId: string; method: 'card' | 'paypal'; deadline: number } | null;
  savedAt: number;
}

export function saveBookingDraft<Values>(draft: Omit<BookingDraft<Values>, 'savedAt'>): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or refused (private mode): the form simply starts empty on return.
  }
}

/** The saved draft, if a recent one is kept (`clearBookingDraft` once it is used). */
export function readBookingDraft<Values>(): BookingDraft<Values> | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    if (!text) return null;
    const draft = JSON.parse(text) as BookingDraft<Values>;
    return Date.now() - draft.savedAt < DRAFT_MAX_AGE_MS ? draft : null;
  } catch {
    return null;
  }
}

export function clearBookingDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The manage token of the booking this tab is paying for by card, kept for
 * the confirmation page the checkout returns to (its URL, which the payment
 * provider sees, never carries it). This tab only; the next booking replaces it.
 */
const TOKEN_KEY = 'parish-booking-manage-token';

export function rememberManageToken(bookingId: string, token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ bookingId, token }));
  } catch {
    // Refused: the confirmation shows the public view, and the mail has the private link.
  }
}

export function recallManageToken(bookingId: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null') as {
      bookingId: string;
      token: string;
    } | null;
    return saved?.bookingId === bookingId ? saved.token : null;
  } catch {
    return null;
  }
}
