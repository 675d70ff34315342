/** What a ticket is called on paper: its booking and its number, e.g. `bidA1b2C3-2`. */
export function ticketReference(bookingId: string, ticketNumber: number): string {
  return `${bookingId}-${ticketNumber}`;
}

/**
 * What a ticket's QR code holds: its check-in code and nothing else (no
 * link, no booking id), so a photo of one ticket opens no booking. The door
 * screen reads it; the dashes of the printed form are left out.
 */
export function ticketQrValue(checkInCode: string): string {
  return checkInCode.replace(/-/g, '');
}
