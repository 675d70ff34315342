/**
 * Issue 39, part 1: the funds the office keeps (docs/funds.md). Finance (here
 * the demo owner) adds a second collection with a goal in the dashboard; it
 * shows on /giving with its progress, and leaves the giving form once retired.
 */
import type { Locator, Page } from '@playwright/test';
import { openSection } from '../support/dashboard';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';
import { expectTakenOver } from '../support/takeover';

/** A form field by its label (a required one's label ends with an asterisk screen readers skip). */
function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
}

/** The Designated Gift card's funds on /giving. */
const fundPicker = (page: Page) =>
  page
    .getByRole('tabpanel', { name: 'Online' })
    .getByRole('group', { name: 'Choose where your gift goes' });

test('finance adds a Christmas Flowers fund with a goal: /giving shows it and its progress; retired, it leaves the form @phone-only', async ({
  adminPage: page,
  newPage,
  site,
}) => {
  test.setTimeout(120_000);
  await openSection(page, 'Funds');
  await page.getByRole('link', { name: 'Add Fund' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Fund' })).toBeVisible();
  await field(page, 'Name').fill('Christmas Flowers');
  await field(page, 'Name \\(Spanish\\)').fill('Flores de Navidad');
  await field(page, 'Description').fill('Flowers for the church at Christmas');
  await field(page, 'Order').fill('1');
  // A goal in part cents is refused at its field first.
  await field(page, 'Goal \\(cents\\)').fill('5000.5');
  await page.getByRole('button', { name: 'Add Fund' }).click();
  await expect(field(page, 'Goal \\(cents\\)')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Goal \\(cents\\)').fill('500000');
  await page.getByRole('button', { name: 'Add Fund' }).click();
  await expect(page.locator('.MuiSnackbar-root').getByText('Fund added')).toBeVisible();

  const visitor = await newPage();
  await visitor.goto(site.url('/giving'));
  await expectTakenOver(visitor);
  const goals = visitor.getByRole('region', { name: 'Fund goals' });
  const progress = goals.getByRole('progressbar', { name: 'Christmas Flowers' });
  await expect(progress).toHaveAttribute('aria-valuetext', '$0.00 of $5000.00');
  await expect(goals).toContainText('$0.00 of $5000.00');
  const flowers = fundPicker(visitor).getByRole('button', { name: /^Christmas Flowers/ });
  await expect(flowers).toContainText('Flowers for the church at Christmas');
  // In its order: after the Building Fund (0), before Missions.
  await expect(fundPicker(visitor).getByRole('button').nth(1)).toHaveAccessibleName(
    /^Christmas Flowers/,
  );
  await expectNoSidewaysScroll(visitor);

  // The Spanish page names it in Spanish.
  await visitor.goto(site.url('/es/giving'));
  await expect(visitor.getByRole('progressbar', { name: 'Flores de Navidad' })).toBeVisible();

  await openSection(page, 'Funds');
  await page.getByRole('button', { name: 'Retire Christmas Flowers' }).click();
  await expect(
    page.locator('.MuiSnackbar-root').getByText('Fund retired: it has left the giving form'),
  ).toBeVisible();

  await visitor.goto(site.url('/giving'));
  await expectTakenOver(visitor);
  await expect(fundPicker(visitor).getByRole('button', { name: /^General Fund/ })).toBeVisible();
  await expect(fundPicker(visitor).getByRole('button', { name: /^Christmas Flowers/ })).toHaveCount(
    0,
  );
  await expect(visitor.getByRole('region', { name: 'Fund goals' })).toHaveCount(0);
});
