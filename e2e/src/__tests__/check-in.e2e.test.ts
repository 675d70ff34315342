/**
 * The door, end to end: two tickets booked for tonight; the first ticket's
 * code typed at /admin/check-in on a 390 px phone → "Checked in"; the same
 * code again → refused with the time; Undo; axe-clean in light and dark.
 */
import { bookTwoForTonight } from '../support/api';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';
import { logInAsAdmin } from '../support/site';

test.describe('door check-in', () => {
  test(
    'checks a typed code in once, refuses it again with the time, and undoes it, on a phone',
    { tag: '@phone-only' },
    async ({ site, newPage, axe }) => {
      const { booking } = await bookTwoForTonight(site, {
        title: 'E2E Door Vigil',
        time: '23:30',
        tag: 'door',
      });
      const code = booking.tickets[0]?.check_in_code ?? '';
      expect(code).toMatch(/^([0-9A-Z]{5}-){3}[0-9A-Z]{5}$/);

      for (const theme of ['light', 'dark'] as const) {
        const page = await newPage({ theme });
        await logInAsAdmin(page, site);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }),
        ).toBeVisible();
        await page.goto(site.url('/admin/check-in'));
        await expect(page.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
        await page.getByRole('combobox', { name: /^Event/ }).click();
        await page.getByRole('option', { name: /^E2E Door Vigil · Today/ }).click();
        await expect(page.getByText('Booked 2 ·')).toBeVisible();
        await axe(page, `check-in, ${theme}, 390`);
        await expectNoSidewaysScroll(page);

        const answer = page.getByRole('status', { name: 'Check-in answer' });
        const box = page.getByRole('textbox', { name: /Ticket code/ });
        await box.fill(code.toLowerCase());
        await page.getByRole('button', { name: 'Check in', exact: true }).click();
        await expect(answer.getByText('Checked in: Ticket #1, Maria Lopez')).toBeVisible();
        await axe(page, `check-in answer, ${theme}, 390`);

        await box.fill(code);
        await page.getByRole('button', { name: 'Check in', exact: true }).click();
        await expect(answer.getByText(/^Already checked in at \d{1,2}:\d\d [AP]M$/)).toBeVisible();
        await axe(page, `check-in refusal, ${theme}, 390`);

        await page.getByRole('button', { name: 'Undo check-in of Ticket #1, Maria Lopez' }).click();
        await expect(answer.getByText('Check-in undone: Ticket #1, Maria Lopez')).toBeVisible();
        await expect(page.getByText('Booked 2 · Checked in 0')).toBeVisible();
        await page.context().close();
      }
    },
  );
});
