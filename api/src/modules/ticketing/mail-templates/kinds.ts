/** The kinds of mail the ticketing module sends. */
export type TicketingMailKind =
  | 'booking_confirmed'
  | 'booking_cancelled'
  | 'booking_cancelled_office'
  | 'waitlist_joined'
  | 'waitlist_offer';
