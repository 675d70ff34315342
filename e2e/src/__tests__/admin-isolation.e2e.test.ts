import { expect, test } from '../support/fixtures';
import { recordRequests } from '../support/network';
import { logInAsAdmin } from '../support/site';

test.describe('admin code', () => {
  test('is never requested before login, and the dashboard loads after it', async ({
    page,
    site,
  }) => {
    const requests = recordRequests(page);
    const adminRequests = () => requests.filter((url) => url.startsWith(site.stack.urls.admin));

    // A visitor browses public pages, then tries the dashboard directly.
    await page.goto(site.url('/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
    ).toBeVisible();
    await page.goto(site.url('/events'));
    await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
    await page.goto(site.url('/admin'));
    await page.waitForURL('**/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(adminRequests()).toEqual([]);

    await logInAsAdmin(page, site);
    // Back to the page the admin came from.
    await page.waitForURL('**/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(adminRequests().some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  });

  test('shows the generic message for wrong credentials and stays on /login', async ({
    page,
    site,
  }) => {
    const requests = recordRequests(page);
    await logInAsAdmin(page, site, 'not-the-password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Incorrect email or password' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(requests.filter((url) => url.startsWith(site.stack.urls.admin))).toEqual([]);
  });
});
