import { expect, type Page } from '@playwright/test';

/** The phone's way to the menu; hidden where the menu stands beside the section. */
const menuButton = (page: Page) => page.getByRole('button', { name: /^Sections/ });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

/** `name` is the dashboard's section on screen. */
export async function expectSection(page: Page, name: string) {
  await expect(page.getByRole('group', { name, exact: true })).toBeVisible();
}

/**
 * Opens a dashboard section from its menu, as a person does: beside the
 * section on a wide screen, behind the Sections button on a phone.
 */
export async function openSection(page: Page, name: string) {
  // Whichever way to the menu this width has, once the dashboard is drawn.
  await expect(menuButton(page).or(menu(page)).first()).toBeVisible();
  if (await menuButton(page).isVisible()) await menuButton(page).click();
  await menu(page).getByRole('link', { name, exact: true }).click();
  await expectSection(page, name);
  await expect(menu(page)).toHaveCount((await menuButton(page).isVisible()) ? 0 : 1);
}

/** The menu's entries, sections and pages, in order (on a wide screen). */
export async function menuEntries(page: Page): Promise<string[]> {
  await expect(menu(page)).toBeVisible();
  return menu(page).getByRole('link').allTextContents();
}
