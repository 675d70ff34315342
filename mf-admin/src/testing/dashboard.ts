import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const MENU_BUTTON = /^Sections/;
const menuDialog = () => screen.queryByRole('dialog', { name: 'Dashboard sections' });

/**
 * Opens the dashboard's menu. jsdom applies no media query, so the page is
 * used as on a phone: through the menu behind its button.
 */
async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: MENU_BUTTON }));
  return within(await screen.findByRole('dialog', { name: 'Dashboard sections' }));
}

async function menuClosed() {
  if (menuDialog()) await waitForElementToBeRemoved(menuDialog);
}

/** What the menu lists (sections and pages), in order; the menu is closed again. */
export async function menuEntries(): Promise<string[]> {
  const menu = await openMenu();
  const names = menu.getAllByRole('link').map((link) => link.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await menuClosed();
  return names;
}

/** Opens a section from the menu, as a person does, and waits for the menu to close. */
export async function openSection(name: string) {
  const menu = await openMenu();
  await userEvent.click(menu.getByRole('link', { name }));
  await menuClosed();
}

/** The section on screen: a group named after it. */
export const findSection = (name: string) => screen.findByRole('group', { name });
export const getSection = (name: string) => screen.getByRole('group', { name });

/** `name` is the section shown, and the menu's button says so. */
export async function expectCurrentSection(name: string) {
  expect(await findSection(name)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: MENU_BUTTON })).toHaveTextContent(`Sections: ${name}`);
}
