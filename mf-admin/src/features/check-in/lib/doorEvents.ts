import type { EventRoster, ParishEvent } from '@parish/shared-types';

/**
 * The door's events: today's first (by time), then the coming ones by date,
 * then the past ones, latest first.
 */
export function todayFirst(events: readonly ParishEvent[], today: string): ParishEvent[] {
  const rank = (event: ParishEvent) => (event.date === today ? 0 : event.date > today ? 1 : 2);
  return [...events].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const when = `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);
    return rank(a) === 2 ? -when : when;
  });
}

/** The roster's attendees whose name, booker or ticket number matches `query`. */
export function searchRoster(roster: EventRoster, query: string): EventRoster['attendees'] {
  const words = query.trim().toLowerCase();
  if (!words) return roster.attendees;
  return roster.attendees.filter(
    (attendee) =>
      attendee.name.toLowerCase().includes(words) ||
      attendee.booker.toLowerCase().includes(words) ||
      `#${attendee.ticket_number}` === words,
  );
}
