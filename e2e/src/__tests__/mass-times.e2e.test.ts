/**
 * Issue 38: the office keeps the liturgical schedule in the dashboard, and
 * /mass-times shows the week with its changes for one date applied, on the
 * dates they fall on in the parish's time zone (docs/worship.md).
 */
import type { Locator, Page } from '@playwright/test';
import { openSection } from '../support/dashboard';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';

const TIME_ZONE = 'America/New_York';
test.use({ siteOptions: { apiEnv: { PARISH_TIME_ZONE: TIME_ZONE } } });

/** Today in the parish, `YYYY-MM-DD`. */
function parishToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
}

/** The first date from `from` on (itself included) that is the weekday `weekday` (0 Sunday). */
function nextWeekday(from: string, weekday: number): string {
  const date = new Date(`${from}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((weekday - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/** A form field by its label (a required one's label ends with an asterisk screen readers skip). */
function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
}

/** A drop-down of the dashboard's forms (a native select): the option chosen by its name. */
async function choose(page: Page, label: string, option: string) {
  await field(page, label).selectOption({ label: option });
}

/** A day's section of /mass-times, by the date its id carries. */
const day = (page: Page, date: string) => page.locator(`section[aria-labelledby="day-${date}"]`);

test('the office adds a Spanish Mass on Saturdays and cancels a Sunday Mass; /mass-times shows both on their dates', async ({
  adminPage: page,
  newPage,
  site,
}) => {
  test.setTimeout(120_000);
  const today = parishToday();
  const saturday = nextWeekday(today, 6);
  const sunday = nextWeekday(today, 0);

  await openSection(page, 'Mass schedule');
  await page.getByRole('link', { name: 'Add Weekly Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Weekly Service' })).toBeVisible();
  await choose(page, 'What is celebrated', 'Mass');
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  // Into the Vigil Mass's hour (5:00 PM, an hour long) first: refused at its field.
  await field(page, 'Starts at').fill('17:30');
  await field(page, 'Duration \\(minutes\\)').fill('60');
  await choose(page, 'Language', 'Spanish');
  await field(page, 'Place').fill('Church');
  await page.getByRole('button', { name: 'Add Weekly Service' }).click();
  const startsAt = field(page, 'Starts at');
  await expect(startsAt).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await startsAt.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
    'Another service is already in this place at this time on one of these days',
  );
  // At 6:00 PM, as the Vigil Mass ends: accepted.
  await startsAt.fill('18:00');
  await page.getByRole('button', { name: 'Add Weekly Service' }).click();
  await expect(page.locator('.MuiSnackbar-root').getByText('Weekly service added')).toBeVisible();

  await openSection(page, 'Mass schedule');
  await page.getByRole('link', { name: 'Add Change' }).click();
  await choose(page, 'What changes', 'Cancelled');
  await field(page, 'Date').fill(sunday);
  await choose(page, 'Weekly service', 'Mass, Sun, 8:00 AM, Church');
  await field(page, 'Note').fill('No early Mass this Sunday');
  await page.getByRole('button', { name: 'Add Change' }).click();
  await expect(page.locator('.MuiSnackbar-root').getByText('Change added')).toBeVisible();

  const visitor = await newPage();
  await visitor.goto(site.url('/mass-times'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Mass Times' })).toBeVisible();

  const saturdayMass = day(visitor, saturday).getByRole('listitem').filter({ hasText: '6:00 PM' });
  await expect(saturdayMass.getByRole('heading', { level: 3 })).toHaveText('6:00 PM Mass');
  await expect(saturdayMass).toContainText('Spanish · Church');

  const sundayEarly = day(visitor, sunday).getByRole('listitem').filter({ hasText: '8:00 AM' });
  await expect(sundayEarly.locator('s')).toHaveText('8:00 AM Mass');
  await expect(sundayEarly).toContainText('Cancelled');
  await expect(sundayEarly).toContainText('No early Mass this Sunday');
  // Only that Sunday: the Sunday after still has its 8:00 AM Mass.
  const weekAfter = nextWeekday(nextWeekday(sunday, 1), 0);
  const feed = await (await visitor.request.get(site.url('/api/schedule.ics'))).text();
  expect(feed).toContain(`DTSTART;TZID=${TIME_ZONE}:${sunday.replaceAll('-', '')}T080000`);
  expect(feed).toContain(`DTSTART;TZID=${TIME_ZONE}:${weekAfter.replaceAll('-', '')}T080000`);
  expect(feed).toContain('STATUS:CANCELLED');

  // The same week in Spanish: the office wrote no Spanish place, so the English one shows.
  await visitor.goto(site.url('/es/mass-times'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Horario de misas' })).toBeVisible();
  await expect(
    day(visitor, saturday).getByRole('listitem').filter({ hasText: '6:00 p.m.' }),
  ).toContainText('Español · Church');
  await expect(
    day(visitor, sunday).getByRole('listitem').filter({ hasText: '8:00 a.m.' }),
  ).toContainText('Cancelada');
});

test('/mass-times fits the screen, before and after a filter kept in its address @phone', async ({
  newPage,
  site,
}) => {
  const visitor = await newPage();
  await visitor.goto(site.url('/mass-times'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Mass Times' })).toBeVisible();
  await expectNoSidewaysScroll(visitor);
  await visitor.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Spanish' });
  await expect(visitor).toHaveURL(/[?&]language=es/);
  await expect(visitor.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoSidewaysScroll(visitor);
});
