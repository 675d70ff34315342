/**
 * The spec's sample event, 'Christmas Celebrations' on 25 December, which
 * the booking page always offers (issue 12). The API keeps one on the next
 * 25 December: the seed adds it with the demo parish, and `keepSampleEvent`
 * adds it again whenever it is missing (a database seeded without demo data,
 * the day after Christmas, an administrator who deleted it).
 */
import { apiPaths, type EventInput } from '@parish/shared-types';

export const SAMPLE_EVENT: Omit<
  EventInput,
  'date' | 'end_time' | 'repeat' | 'repeat_until' | 'repeat_count' | 'repeat_exceptions'
> & { registeredAttendees: number } = {
  title: 'Christmas Celebrations',
  description:
    'Celebrate the birth of Christ with festive liturgy, carols, a nativity play by the children and a Christmas dinner in the parish hall.',
  title_es: 'Celebración de Navidad',
  description_es:
    'Celebremos el nacimiento de Cristo con una liturgia festiva, villancicos, una pastorela de los niños y una cena de Navidad en el salón parroquial.',
  time: '18:00:00',
  location: 'Holy Trinity Church and Parish Hall',
  price: 100,
  max_attendees: 100,
  // The spec's sample has 30 of its 100 seats taken.
  registeredAttendees: 30,
  image: `${apiPaths.seedImages}christmas.svg`,
};

/** The next 25 December on or after `today` (`YYYY-MM-DD`). */
export function nextChristmas(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-12-25`;
  return today <= thisYear ? thisYear : `${year + 1}-12-25`;
}
