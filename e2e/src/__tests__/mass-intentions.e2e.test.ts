/**
 * Issue 38, Mass intentions (docs/mass-intentions.md): a visitor asks for a
 * Mass to be offered for an intention and pays the offering in the sandbox;
 * a published one shows under its Mass on /mass-times. Two visitors asking
 * at once for a Mass's last slot: exactly one is given it.
 */
import type { Locator, Page } from '@playwright/test';
import type { ScheduleEntry } from '@parish/shared-types';
import { apiFor } from '../support/api';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';
import type { TestSite } from '../support/site';

const TIME_ZONE = 'America/New_York';
test.use({ siteOptions: { apiEnv: { PARISH_TIME_ZONE: TIME_ZONE } } });

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Tomorrow in the parish, `YYYY-MM-DD`: its Masses have not begun, and /mass-times shows it. */
function parishTomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A Mass tomorrow evening in a chapel of its own, each Mass taking one
 * intention for a $10 offering: each test has its Mass to itself.
 */
async function eveningMass(
  site: TestSite,
  chapel: string,
): Promise<{ date: string; mass: ScheduleEntry }> {
  const date = parishTomorrow();
  const api = apiFor(site, { asAdmin: true });
  await api.intentions.saveSettings({ per_mass: 1, offering: 10 });
  const mass = await api.schedule.entries.create({
    kind: 'mass',
    title: null,
    title_es: null,
    weekdays: [WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? 'sun'],
    start_time: '19:00:00',
    duration_minutes: 45,
    language: 'en',
    place: chapel,
    place_es: null,
    celebrant: null,
    notes: null,
    notes_es: null,
    livestream_url: null,
    featured: false,
  });
  return { date, mass };
}

/** A form field by its label (a required one's label ends with an asterisk screen readers skip). */
function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
}

async function fillRequest(page: Page, date: string, chapel: string, who: string) {
  await field(page, 'Date').fill(date);
  await field(page, 'Mass').selectOption({ label: `7:00 PM Mass, ${chapel}` });
  await field(page, 'Intention').fill(`For the repose of the soul of ${who}`);
  await field(page, 'Requested by').fill(`${who} Junior`);
  await field(page, 'Email address').fill(`${who.toLowerCase()}@example.org`);
}

test('a visitor pays for a published intention by card in the sandbox; it shows under its Mass on /mass-times', async ({
  newPage,
  site,
  axe,
}) => {
  const chapel = 'Chapel of St Joseph';
  const { date } = await eveningMass(site, chapel);
  const page = await newPage();
  await page.goto(site.url('/mass-intentions'));
  await expect(page.getByRole('heading', { level: 1, name: 'Mass Intentions' })).toBeVisible();
  await fillRequest(page, date, chapel, 'Thomas');
  await expect(page.getByText('Suggested offering: $10.00')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Publish the intention/ }).check();
  await axe(page, 'Mass intentions, light, 1280');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay the offering' });
  await dialog.getByRole('button', { name: 'Pay by Card' }).click();
  await page.getByRole('button', { name: 'Approve payment of $10.00' }).click();
  await page.waitForURL('**/mass-intentions?session_id=*');
  await expect(page.getByText('Thank you: your Mass intention is received')).toBeVisible();

  await page.goto(site.url('/mass-times'));
  const mass = page
    .locator(`section[aria-labelledby="day-${date}"]`)
    .getByRole('listitem')
    .filter({ hasText: `7:00 PM Mass` })
    .filter({ hasText: chapel });
  await expect(mass).toContainText('Offered for');
  await expect(mass).toContainText('For the repose of the soul of Thomas');
  // Never who asked.
  await expect(page.getByText('Thomas Junior')).toHaveCount(0);
});

test('two visitors ask at once for the last intention of a Mass: exactly one is given it @phone-only', async ({
  newPage,
  site,
}) => {
  const chapel = `Chapel ${test.info().project.name}`;
  const { date } = await eveningMass(site, chapel);
  const [first, second] = [await newPage(), await newPage()];
  for (const [page, who] of [
    [first, 'Anna'],
    [second, 'Brigid'],
  ] as const) {
    await page.goto(site.url('/mass-intentions'));
    await fillRequest(page, date, chapel, who);
  }
  await Promise.all(
    [first, second].map((page) =>
      page.getByRole('button', { name: 'Continue to payment' }).click(),
    ),
  );

  const held = (page: Page) => page.getByRole('dialog', { name: 'Pay the offering' });
  const full = 'This Mass has no room for another intention. Please choose another Mass or date.';
  await expect(async () => {
    const outcomes = await Promise.all(
      [first, second].map(async (page) => ({
        held: await held(page).isVisible(),
        full: await page.getByText(full).first().isVisible(),
      })),
    );
    expect(outcomes.filter((outcome) => outcome.held)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.full)).toHaveLength(1);
  }).toPass();

  const loser = (await held(first).isVisible()) ? second : first;
  // Named at the Mass field, and the Mass now shows it is full.
  await expect(field(loser, 'Mass')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    loser.locator('li').filter({ hasText: chapel }).getByText('Full: no more intentions'),
  ).toBeVisible();
  await expectNoSidewaysScroll(loser);
});
