import { apiPaths, type LiturgicalDay, type ScheduleWeek } from '@parish/shared-types';
import { createTestApp, type TestApp } from '../../../../testing/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { timeZone: 'America/New_York' },
    { clock: () => new Date('2026-12-07T15:00:00Z') },
  );
});
afterAll(() => t?.close());

async function days(from: string, count: number): Promise<LiturgicalDay[]> {
  const response = await t.inject({
    method: 'GET',
    url: `${apiPaths.schedule}?from=${from}&days=${count}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ScheduleWeek>().days;
}

const dayOn = async (date: string) => {
  const [day] = await days(date, 1);
  return day;
};

describe("the schedule's days carry the liturgical day of the United States calendar", () => {
  it('gives one celebration per day asked, in order, also across the new year', async () => {
    const shown = await days('2026-12-29', 7);
    expect(shown.map((day) => day.date)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    expect(shown[3]).toMatchObject({
      rank: 'solemnity',
      season: 'christmas',
      colour: 'white',
      holy_day_of_obligation: true,
    });
    expect(shown[3]?.name).toMatch(/Mary, the Holy Mother of God/);
  });

  it('marks the Immaculate Conception, patroness of the USA, a holy day of obligation, in English and Spanish', async () => {
    expect(await dayOn('2026-12-08')).toEqual({
      date: '2026-12-08',
      name: 'The Immaculate Conception of the Blessed Virgin Mary, Patroness of the USA',
      name_es:
        'La Inmaculada Concepción de la Santísima Virgen María, Patrona de los Estados Unidos',
      rank: 'solemnity',
      season: 'advent',
      colour: 'white',
      holy_day_of_obligation: true,
    });
  });

  it('names Christmas in Spanish from the library, a holy day of obligation', async () => {
    expect(await dayOn('2026-12-25')).toMatchObject({
      name: 'The Nativity of the Lord (Christmas)',
      name_es: 'Navidad',
      season: 'christmas',
      holy_day_of_obligation: true,
    });
  });

  it('keeps Advent violet on its weekdays and Gaudete Sunday rose, Sundays not flagged for added Masses', async () => {
    expect(await dayOn('2026-12-07')).toMatchObject({
      name: 'Saint Ambrose, Bishop and Doctor of the Church',
      rank: 'memorial',
      season: 'advent',
      holy_day_of_obligation: false,
    });
    expect(await dayOn('2026-12-09')).toMatchObject({
      name: 'Wednesday of the second week of Advent',
      rank: 'weekday',
      season: 'advent',
      colour: 'violet',
    });
    expect(await dayOn('2026-12-13')).toEqual({
      date: '2026-12-13',
      name: 'Third Sunday of Advent',
      name_es: '3º domingo de Adviento',
      rank: 'sunday',
      season: 'advent',
      colour: 'rose',
      holy_day_of_obligation: false,
    });
  });

  it('keeps the Ascension on the Seventh Sunday of Easter, as most US provinces do', async () => {
    expect(await dayOn('2026-05-14')).toMatchObject({
      rank: 'feast',
      name: 'Saint Matthias, Apostle',
    });
    expect(await dayOn('2026-05-17')).toMatchObject({
      name: 'The Ascension of the Lord',
      rank: 'solemnity',
      season: 'easter',
      colour: 'white',
    });
  });
});

describe('a range romcal cannot compute', () => {
  it('is refused as any bad range, at its field, not a server error', async () => {
    for (const query of ['from=9999-12-31&days=2', 'from=1200-01-01&days=1']) {
      const response = await t.inject({ method: 'GET', url: `${apiPaths.schedule}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty('from');
    }
  });
});
