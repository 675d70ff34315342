/**
 * Issue 39, part 2: the basket's batches (docs/batches.md). Finance opens a
 * Sunday batch in the dashboard, enters five gifts by keyboard on the
 * batch's page, mistypes the counted total (Commit refused, the difference
 * shown at the field), corrects it, and commits.
 */
import type { Page } from '@playwright/test';
import { apiFor } from '../support/api';
import { openSection } from '../support/dashboard';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';
import { logInAs } from '../support/site';

const FINANCE = {
  email: 'treasurer@e2e.example',
  password: 'Offertory-2031',
  name: 'E2E Treasurer',
};

/** A form field by its label (a required one's label ends with an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

interface Gift {
  /** Typed in the donor box, Enter taking the first match; none: no donor (loose cash). */
  donor?: string;
  newDonor?: { name: string; email: string; envelope: string };
  amount: string;
  fund: string;
  method: 'Cash' | 'Check';
  check?: string;
}

/** One gift as the treasurer types it: donor, Tab, amount, Tab, fund, Tab, method, (Tab, check), Enter. */
async function enterGift(page: Page, gift: Gift) {
  const donor = page.getByRole('combobox', { name: 'Donor' });
  await expect(donor).toBeFocused();
  const keys = page.keyboard;
  if (gift.donor) {
    await keys.type(gift.donor);
    const first = gift.newDonor ? 'New donor' : new RegExp(gift.donor, 'i');
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(first);
    await keys.press('Enter');
  }
  await keys.press('Tab');
  await keys.type(gift.amount);
  await keys.press('Tab');
  await keys.type(gift.fund); // a choice takes what is typed
  await keys.press('Tab');
  await keys.type(gift.method);
  if (gift.check) {
    await keys.press('Tab');
    await keys.type(gift.check);
  }
  if (gift.newDonor) {
    await keys.press('Tab');
    await keys.type(gift.newDonor.name);
    await keys.press('Tab');
    await keys.type(gift.newDonor.email);
    await keys.press('Tab');
    await keys.type(gift.newDonor.envelope);
  }
  await keys.press('Enter');
  await expect(page.getByText(`Gift of $${gift.amount} added`)).toBeVisible();
}

test('finance enters a Sunday batch of five gifts by keyboard; a wrong counted total is refused with the difference, the right one commits @phone-only', async ({
  page,
  site,
  axe,
}) => {
  test.setTimeout(90_000);
  await apiFor(site, { asAdmin: true }).admins.create({ ...FINANCE, roles: ['finance'] });
  await logInAs(page, site, FINANCE);
  await openSection(page, 'Batches');
  await page.getByRole('link', { name: 'Open a batch' }).click();
  await field(page, 'Date').fill('2026-12-06');
  await expect(field(page, 'Kind')).toHaveValue('sunday_collection');
  await page.getByRole('button', { name: 'Open a batch' }).click();
  await expect(page.locator('.MuiSnackbar-root').getByText('Batch opened')).toBeVisible();
  await page.getByRole('link', { name: /^0 gifts: enter more \(batch of Dec 6, 2026\)$/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sunday collection, Dec 6, 2026' }),
  ).toBeVisible();

  const started = Date.now();
  await page.getByRole('combobox', { name: 'Donor' }).focus();
  const gifts: Gift[] = [
    {
      donor: 'Rose',
      newDonor: { name: 'Rose Martin', email: 'rose@e2e.example', envelope: '301' },
      amount: '50.00',
      fund: 'General',
      method: 'Cash',
    },
    { donor: '301', amount: '20.00', fund: 'General', method: 'Check', check: '1042' },
    { amount: '12.35', fund: 'General', method: 'Cash' },
    { amount: '5.00', fund: 'Building', method: 'Cash' },
    { donor: 'rose@e2e', amount: '100.00', fund: 'Building', method: 'Check', check: '1043' },
  ];
  for (const gift of gifts) await enterGift(page, gift);
  console.info(`five gifts entered by keyboard in ${Date.now() - started} ms`);

  const entries = page.getByRole('table', { name: 'Entries (5)' });
  await expect(entries.getByRole('row')).toHaveCount(6);
  await expect(entries.getByRole('rowheader', { name: 'Rose Martin (#301)' })).toHaveCount(3);

  // The count sheet says $197.35: ten dollars more than the envelopes.
  const counted = page.getByRole('textbox', { name: 'Counted total' });
  await counted.fill('197.35');
  await expect(page.getByText('$10.00 still to enter')).toBeVisible();
  await page.getByRole('button', { name: 'Commit' }).click();
  await expect(counted).toHaveAccessibleDescription(
    'The entries come to $187.35, $10.00 less than the counted total $197.35',
  );
  await expect(counted).toHaveAttribute('aria-invalid', 'true');
  await expectNoSidewaysScroll(page);
  await axe(page, 'the batch entry screen, commit refused');

  // Counted again: $187.35.
  await counted.fill('187.35');
  await expect(page.getByText('None: the entries match')).toBeVisible();
  await page.getByRole('button', { name: 'Commit' }).click();
  await expect(page.locator('.MuiSnackbar-root').getByText('Batch committed')).toBeVisible();
  await expect(page.getByText(/^Committed on .*: locked/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Donor' })).toHaveCount(0);
  await expect(
    entries.getByRole('button', { name: /^Reverse the gift of \$12\.35/ }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
});
