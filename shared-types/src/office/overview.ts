import type { IsoDate } from '../isoDates';

/**
 * `GET /api/overview/`: what needs the office's attention, as counts. Each
 * part is there only when the caller's roles may read the list it counts
 * (docs/roles.md); each links to that list, filtered as it was counted.
 */
export interface OfficeOverview {
  /** Today in the parish's time zone. */
  today: IsoDate;
  /** The first of the last seven days (today included): "this week" of every count below. */
  week_from: IsoDate;
  /** Messages received this week, by where they came from (`GET /api/contact/?from=&source=`). */
  messages?: { form: number; prayer_request: number; question: number };
  /** Ministry interests and course registrations received this week. */
  sign_ups?: { ministry_interests: number; course_registrations: number };
  /** Events and series dates today: their confirmed tickets, and how many are checked in. */
  events_today?: { events: number; tickets: number; checked_in: number };
  /** Mails of the caller's kinds that failed this week (`GET /api/mail/?status=failed&from=`). */
  failed_mails?: { count: number };
  /** Sacrament requests no one has taken up yet, whenever sent (`GET /api/sacraments/?status=new`). */
  sacrament_requests?: { new: number };
  /** Completed gifts this week and their total (`GET /api/payments/gifts/?from=`). */
  gifts?: { count: number; total_cents: number };
}
