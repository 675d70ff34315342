import { ROLE_NOT_ALLOWED_MESSAGE, TAB_NOT_ALLOWED_MESSAGE } from '@parish/shared-types';
import type { Page } from '@playwright/test';
import { apiFor } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectSection, menuEntries, openSection } from '../support/dashboard';
import { logInAs } from '../support/site';

/** An editor the demo owner adds through the API (docs/roles.md). */
const EDITOR = { email: 'editor@e2e.example', password: 'Psalter-2031', name: 'E2E Editor' };

/** A form field by its label (a required one's label ends with an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

test.describe('administrator roles', () => {
  test('lets an editor create an event, without a Giving tab, and refuses them the payments (403)', async ({
    page,
    site,
    axe,
  }) => {
    const created = await apiFor(site, { asAdmin: true }).admins.create({
      ...EDITOR,
      roles: ['editor'],
    });
    expect(created.roles).toEqual(['editor']);
    await logInAs(page, site, EDITOR);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expectSection(page, 'Today');
    const tabs = await menuEntries(page);
    expect(tabs).not.toContain('Giving');
    expect(tabs).not.toContain('Admins');
    expect(tabs).toContain('Media');
    await openSection(page, 'Events');

    await page.getByRole('link', { name: 'Create Event' }).click();
    const values: Record<string, string> = {
      Title: 'E2E Editor Evensong',
      Description: 'Evensong, arranged by the editor.',
      Date: '2031-05-02',
      Time: '18:00',
      Location: 'Lady Chapel',
      Price: '0',
      'Maximum attendees': '30',
      'Image URL': '/api/static/seed/choir-concert.svg',
    };
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(
      page.locator('.MuiSnackbar-root').getByText('Event Created', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'E2E Editor Evensong' })).toBeVisible();
    const events = await apiFor(site).events.list();
    expect(events.map((event) => event.title)).toContain('E2E Editor Evensong');

    // The API refuses what the dashboard does not show, with the editor's own session.
    const payments = await page.evaluate(async () => {
      const response = await fetch('/api/payments/', { credentials: 'same-origin' });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(payments).toEqual({ status: 403, body: { message: ROLE_NOT_ALLOWED_MESSAGE } });

    // An owner's form at its URL says it is not allowed, rather than breaking.
    await page.goto(site.url('/admin/add-admin'));
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText(TAB_NOT_ALLOWED_MESSAGE)).toBeVisible();
    await axe(page, 'the Not allowed page', { include: ['main'] });
  });
});
