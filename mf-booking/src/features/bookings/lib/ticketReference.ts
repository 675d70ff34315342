/** What a ticket is called on paper and at the door: its booking and its number, e.g. `bidA1b2C3-2`. */
export function ticketReference(bookingId: string, ticketNumber: number): string {
  return `${bookingId}-${ticketNumber}`;
}

/**
 * What a ticket's QR code holds: the Check Your Booking page for its booking
 * and ticket, so a door volunteer's phone camera opens the booking, its
 * status and that attendee's name without any app.
 */
export function ticketCheckUrl(origin: string, bookingId: string, ticketNumber: number): string {
  const query = new URLSearchParams({ bookingId, ticket: String(ticketNumber) });
  return `${origin}/check?${query.toString()}`;
}
