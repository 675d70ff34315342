/**
 * The audit log and the trash, end to end: an event an owner creates in the
 * dashboard shows in /admin/audit with its before and after; a ministry
 * deleted leaves /ministries, and Restore (the Trash's, or the delete
 * notice's Undo) brings it back with the same id.
 */
import type { Locator, Page } from '@playwright/test';
import { apiFor } from '../support/api';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';
import { expectSection, openSection } from '../support/dashboard';
import { PHONE } from '../support/site';

function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

async function notice(page: Page, text: string) {
  await expect(page.locator('.MuiSnackbar-root').getByText(text, { exact: true })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The visitor's /ministries shows this ministry's article, or not. */
async function ministryShown(visitor: Page, url: string, title: string): Promise<boolean> {
  await visitor.goto(url);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Ministries', exact: true }),
  ).toBeVisible();
  await expect(visitor.getByRole('article').first()).toBeVisible();
  return (await visitor.getByRole('article').filter({ hasText: title }).count()) > 0;
}

test.describe('audit log and trash', () => {
  test("an owner finds an event's creation in /admin/audit, with before and after", async ({
    adminPage: page,
    site,
    axe,
  }) => {
    test.setTimeout(120_000);

    await openSection(page, 'Events');
    await page.getByRole('link', { name: 'Create Event' }).click();
    const values: Record<string, string> = {
      Title: 'E2E Audited Evensong',
      Description: 'Sung evening prayer.',
      Date: '2031-05-04',
      Time: '18:00',
      Location: 'Choir',
      Price: '0',
      'Maximum attendees': '30',
      'Image URL': '/api/static/seed/choir-concert.svg',
    };
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
    await page.getByRole('button', { name: 'Create Event' }).click();
    await notice(page, 'Event Created');

    await page.goto(site.url('/admin/audit'));
    await expectSection(page, 'Administration');
    await page.getByLabel('Entity').selectOption('event');
    await page.getByRole('button', { name: 'Show entries' }).click();
    const entry = row(page, 'E2E Audited Evensong');
    await expect(entry).toBeVisible();
    const cells = await entry.getByRole('cell').allTextContents();
    expect(cells).toContain('create');
    expect(cells).toContain('Event');
    // Before: nothing (a creation); after: the event as created.
    expect(cells.some((cell) => cell.includes('"title":"E2E Audited Evensong"'))).toBe(true);
    await page.waitForLoadState('networkidle');
    await axe(page, 'audit log (1280 px)', { include: ['main'] });

    await page.setViewportSize(PHONE.viewport);
    await expectNoSidewaysScroll(page);
  });

  test('a ministry deleted is gone from /ministries, and back with the same id once restored', async ({
    adminPage: page,
    site,
    newPage,
  }) => {
    test.setTimeout(120_000);
    const admin = apiFor(site, { asAdmin: true });
    const ministry = await admin.ministries.create({
      title: 'E2E Bell Ringers',
      description: 'Change ringing on Sundays.',
      image: '/api/static/seed/ministry-outreach.svg',
      leader: 'Tom Bell',
      schedule: 'Sundays 9:00',
      location: 'Tower',
    });
    const visitor = await newPage();
    const ministries = site.url('/ministries');
    expect(await ministryShown(visitor, ministries, 'E2E Bell Ringers')).toBe(true);

    await openSection(page, 'Ministries');
    await page.getByRole('button', { name: 'Delete E2E Bell Ringers' }).click();
    await notice(page, 'Ministry deleted');
    // The DELETE went at once: the public page no longer shows it.
    await expect
      .poll(async () => (await admin.ministries.list()).every((m) => m.id !== ministry.id))
      .toBe(true);
    expect(await ministryShown(visitor, ministries, 'E2E Bell Ringers')).toBe(false);

    // Undo in the notice is the trash's Restore.
    await page.getByRole('button', { name: 'Undo' }).click();
    await notice(page, 'Restored');
    await expect(row(page, 'E2E Bell Ringers')).toBeVisible();
    expect((await admin.ministries.get(ministry.id)).title).toBe('E2E Bell Ringers');
    expect(await ministryShown(visitor, ministries, 'E2E Bell Ringers')).toBe(true);

    // Deleted again, then restored from the Trash list.
    await page.getByRole('button', { name: 'Delete E2E Bell Ringers' }).click();
    await notice(page, 'Ministry deleted');
    await page.goto(site.url('/admin/trash'));
    await expectSection(page, 'Administration');
    await page.getByRole('button', { name: 'Restore ministry E2E Bell Ringers' }).click();
    await notice(page, 'Restored');
    expect(await ministryShown(visitor, ministries, 'E2E Bell Ringers')).toBe(true);
    const back = (await admin.ministries.list()).find((m) => m.title === 'E2E Bell Ringers');
    expect(back).toEqual(ministry);
  });
});
