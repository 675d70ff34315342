/**
 * The door, end to end: two tickets booked for tonight; the first ticket's
 * code typed at /admin/check-in on a 390 px phone → "Checked in"; the same
 * code again → refused with the time; Undo; axe-clean in light and dark.
 */
import type { Page } from 'playwright-core';
import { bookTwoForTonight } from '../support/api';
import { describeViolation, isSerious, runAxe } from '../support/axe';
import { logInAsAdmin, PHONE, siteForThisFile } from '../support/site';

const testSite = siteForThisFile();

async function expectAccessible(page: Page, what: string) {
  const serious = (await runAxe(page)).violations.filter(isSerious);
  expect({ what, violations: serious.map(describeViolation) }).toEqual({ what, violations: [] });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('door check-in', () => {
  it('checks a typed code in once, refuses it again with the time, and undoes it, on a phone', async () => {
    const site = testSite();
    const { booking } = await bookTwoForTonight(site, {
      title: 'E2E Door Vigil',
      time: '23:30',
      tag: 'door',
    });
    const code = booking.tickets[0]?.check_in_code ?? '';
    expect(code).toMatch(/^([0-9A-Z]{5}-){3}[0-9A-Z]{5}$/);

    for (const theme of ['light', 'dark'] as const) {
      const context = await site.newContext({ viewport: PHONE, theme });
      const page = await context.newPage();
      await logInAsAdmin(page, site);
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      await page.goto(site.url('/admin/check-in'));
      await page.getByRole('heading', { level: 1, name: 'Door check-in' }).waitFor();
      await page.getByRole('combobox', { name: /^Event/ }).click();
      await page.getByRole('option', { name: /^E2E Door Vigil · Today/ }).click();
      await page.getByText('Booked 2 ·').waitFor();
      await expectAccessible(page, `check-in, ${theme}, 390`);
      await expectNoSidewaysScroll(page);

      const answer = page.getByRole('status', { name: 'Check-in answer' });
      const box = page.getByRole('textbox', { name: /Ticket code/ });
      await box.fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await answer.getByText('Checked in: Ticket #1, Maria Lopez').waitFor();
      await expectAccessible(page, `check-in answer, ${theme}, 390`);

      await box.fill(code);
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await answer.getByText(/^Already checked in at \d{1,2}:\d\d [AP]M$/).waitFor();
      await expectAccessible(page, `check-in refusal, ${theme}, 390`);

      await page.getByRole('button', { name: 'Undo check-in of Ticket #1, Maria Lopez' }).click();
      await answer.getByText('Check-in undone: Ticket #1, Maria Lopez').waitFor();
      await page.getByText('Booked 2 · Checked in 0').waitFor();
      await context.close();
    }
  });
});
