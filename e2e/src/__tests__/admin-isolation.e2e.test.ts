import { logInAsAdmin, siteForThisFile } from '../support/site';
import { recordRequests } from '../support/network';

const testSite = siteForThisFile();

describe('admin code', () => {
  it('is never requested before login, and the dashboard loads after it', async () => {
    const site = testSite();
    const page = await site.newPage();
    const requests = recordRequests(page);
    const adminRequests = () => requests.filter((url) => url.startsWith(site.stack.urls.admin));

    // A visitor browses public pages, then tries the dashboard directly.
    await page.goto(site.url('/'));
    await page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }).waitFor();
    await page.goto(site.url('/events'));
    await page.getByRole('heading', { level: 1, name: 'All Events' }).waitFor();
    await page.goto(site.url('/admin'));
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(adminRequests()).toEqual([]);

    await logInAsAdmin(page, site);
    // Back to the page the admin came from.
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(adminRequests().some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  });

  it('shows the generic message for wrong credentials and stays on /login', async () => {
    const site = testSite();
    const page = await site.newPage();
    const requests = recordRequests(page);
    await logInAsAdmin(page, site, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password' }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(requests.filter((url) => url.startsWith(site.stack.urls.admin))).toEqual([]);
  });
});
