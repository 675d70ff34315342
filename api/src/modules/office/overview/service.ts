/**
 * The dashboard's Today: what needs the office's attention, one cheap count
 * per part, each read through its module and each only for roles that may
 * read the list it counts (so an editor learns nothing of gifts).
 */
import { mayCall, type AdminRole, type OfficeOverview } from '@parish/shared-types';
import type { Database } from '../../../db';
import { addDays } from '../../../lib/dates';
import { countMinistryInterests } from '../../content';
import { giftTotals, type GiftCounting } from '../../giving';
import { contactMessagesSince, countCourseRegistrations, failedMailsSince } from '../../messaging';
import { doorDay } from '../../ticketing';
import { countNewSacramentRequests } from '../../worship';

/** "This week": the last seven days, today included. */
export const WEEK_DAYS = 7;

export async function officeOverview(
  db: Database,
  roles: readonly AdminRole[],
  today: string,
  counting: GiftCounting,
): Promise<OfficeOverview> {
  const weekFrom = addDays(today, 1 - WEEK_DAYS);
  const may = (call: Parameters<typeof mayCall>[1]) => mayCall(roles, call);
  // Independent reads: one round trip's time, not seven.
  const [messages, interests, registrations, door, failed, sacraments, gifts] = await Promise.all([
    may('GET /api/contact/') ? contactMessagesSince(db, weekFrom) : undefined,
    may('GET /api/ministry-interests/') ? countMinistryInterests(db, weekFrom) : undefined,
    may('GET /api/course-registrations/') ? countCourseRegistrations(db, weekFrom) : undefined,
    may('POST /api/check-in/') ? doorDay(db, today) : undefined,
    may('GET /api/mail/') ? failedMailsSince(db, weekFrom, roles) : undefined,
    may('GET /api/sacraments/') ? countNewSacramentRequests(db) : undefined,
    may('GET /api/payments/gifts/') ? giftTotals(db, { from: weekFrom }, counting) : undefined,
  ]);
  return {
    today,
    week_from: weekFrom,
    ...(messages && { messages }),
    ...(interests !== undefined &&
      registrations !== undefined && {
        sign_ups: { ministry_interests: interests, course_registrations: registrations },
      }),
    ...(door && {
      events_today: { events: door.events, tickets: door.tickets, checked_in: door.checkedIn },
    }),
    ...(failed !== undefined && { failed_mails: { count: failed } }),
    ...(sacraments !== undefined && { sacrament_requests: { new: sacraments } }),
    ...(gifts && { gifts: { count: gifts.count, total_cents: gifts.totalCents } }),
  };
}
