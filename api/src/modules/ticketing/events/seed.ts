import { apiPaths } from '@parish/shared-types';
import type { Database } from '../../../db';
import { events } from '../tables';
import { seedOnce } from '../../../db/seed-once';
import { addDays } from '../../../lib/dates';
import { seriesRule } from './recurrence';

const SEEDED_KEY = 'demo_mass_series_seeded_at';
/** A year of Sundays. */
const SUNDAYS = 52;

/** The first Sunday on or after `today` (YYYY-MM-DD). */
export function nextSunday(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, (7 - weekday) % 7);
}

/** The demo's weekly Sunday Mass: a series of a year of Sundays from the next one. */
export function sundayMassSeries(today: string): typeof events.$inferInsert {
  const date = nextSunday(today);
  return {
    title: 'Sunday Mass',
    description:
      'The parish gathers every Sunday for the Eucharist, with the choir, and coffee in the hall afterwards. All are welcome.',
    titleEs: 'Misa dominical',
    descriptionEs:
      'La parroquia se reúne cada domingo para la Eucaristía, con el coro, y después un café en el salón. Todos son bienvenidos.',
    date,
    time: '10:00:00',
    endTime: '11:15:00',
    location: 'Holy Trinity Church',
    priceCents: 0,
    maxAttendees: 300,
    image: `${apiPaths.seedImages}sunday-liturgy.svg`,
    recurrenceRepeat: 'weekly',
    recurrenceRule: seriesRule({ date, repeat: 'weekly', until: null, count: SUNDAYS }),
    recurrenceCount: SUNDAYS,
  };
}

/** Adds the Sunday Mass series once per database (also to one seeded before series existed). */
export function seedDemoMassSeries(db: Database, today: string, now = new Date()) {
  return seedOnce(
    db,
    SEEDED_KEY,
    async (tx) => {
      await tx.insert(events).values(sundayMassSeries(today));
    },
    now,
  );
}
