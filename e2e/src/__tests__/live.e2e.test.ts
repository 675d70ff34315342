/**
 * Issue 38: a Mass in the schedule carries a livestream link; /live frames
 * its player while it is on (from ten minutes before its start), otherwise
 * names the next streamed Mass with a countdown. The visitor's clock is
 * injected (Playwright's page.clock); the API's is the real one.
 */
import {
  scheduleEntrySchema,
  type ScheduleEntry,
  type ScheduleOccurrence,
} from '@parish/shared-types';
import { apiFor } from '../support/api';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';

const MINUTE = 60_000;

test('/live shows the player during a streamed Mass, and before it the next one with a countdown @phone-only', async ({
  newPage,
  site,
  axe,
}, testInfo) => {
  const api = apiFor(site, { asAdmin: true });
  // The office gives a daily Mass its YouTube link, in a place of this run's own.
  const entry: ScheduleEntry = await api.schedule.entries.create(
    scheduleEntrySchema.parse({
      kind: 'mass',
      title: 'Streamed Mass',
      title_es: 'Misa transmitida',
      weekdays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      start_time: '12:00',
      duration_minutes: 60,
      language: 'en',
      place: `Studio ${testInfo.project.name}`,
      livestream_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    }),
  );
  // Kept as the configured player's embed address.
  expect(entry.livestream_url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

  // Tomorrow's, so that neither clock below meets today's.
  const week = await api.schedule.week({ days: 14 });
  const streamed = week.occurrences.filter(
    (service: ScheduleOccurrence) => service.entry_id === entry.id,
  );
  const tomorrow = streamed[1];
  if (!tomorrow) throw new Error('the streamed Mass is not in the coming days');
  const startsAt = Date.parse(tomorrow.starts_at);

  const visitor = await newPage();
  // Five minutes into the Mass: its player.
  await visitor.clock.setFixedTime(new Date(startsAt + 5 * MINUTE));
  await visitor.goto(site.url('/live'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Watch Mass Live' })).toBeVisible();
  await expect(
    visitor.getByRole('heading', { level: 2, name: 'Live now: Streamed Mass' }),
  ).toBeVisible();
  const player = visitor.locator('iframe[title="Livestream: Streamed Mass"]');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await expectNoSidewaysScroll(visitor);
  await axe(visitor, '/live during the Mass', { include: ['main'] });

  // Three hours before it, in the dark theme: no player, the Mass and the time left.
  const dark = await newPage({ theme: 'dark' });
  await dark.clock.setFixedTime(new Date(startsAt - 3 * 60 * MINUTE));
  await dark.goto(site.url('/es/live'));
  const next = dark.getByRole('region', { name: 'Próxima transmisión: Misa transmitida' });
  await expect(next).toContainText('Comienza en 3 horas 0 minutos');
  await expect(dark.locator('iframe')).toHaveCount(0);
  await expectNoSidewaysScroll(dark);
  await axe(dark, '/es/live before the Mass, dark', { include: ['main'] });

  // /mass-times, with today's liturgical day and its colour, links there (dark: the swatch's border shows).
  await dark.goto(site.url('/mass-times'));
  await expect(dark.getByText(/^Today: /)).toBeVisible();
  await expect(dark.getByText(/^Liturgical colour: /)).toBeVisible();
  await axe(dark, '/mass-times, dark', { include: ['main'] });
  await dark.getByRole('link', { name: 'Watch Mass live' }).click();
  await expect(dark).toHaveURL(/\/live$/);
});
