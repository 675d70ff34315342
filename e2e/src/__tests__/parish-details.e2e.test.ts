/**
 * Issue 26: the office changes the parish's details in the dashboard and
 * the site shows them without a deploy. The API lets the site keep its
 * answer for PARISH_DETAILS_MAX_AGE_SECONDS (30 s by default, at most 60);
 * this suite sets it to 0, so a change shows on the next page without
 * waiting (docs/parish-details.md). Since issue 38 the church hours are the
 * Mass schedule's featured services (docs/worship.md).
 */
import { openSection } from '../support/dashboard';
import { expect, test } from '../support/fixtures';

test.use({ siteOptions: { apiEnv: { PARISH_DETAILS_MAX_AGE_SECONDS: '0' } } });

test.describe('church hours edited in the dashboard', () => {
  test('Sunday Worship moved in the Mass schedule is on /about, rendered on the server, and in the chat', async ({
    adminPage: page,
    site,
    newPage,
  }) => {
    test.setTimeout(120_000);
    await openSection(page, 'Mass schedule');
    await page.getByRole('link', { name: 'Edit Sunday Worship, Sun, 10:00 AM, Church' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edit Weekly Service' }),
    ).toBeVisible();
    // The demo's Sunday Worship is one of the church hours.
    await expect(page.getByRole('checkbox', { name: /^Shown in the church hours/ })).toBeChecked();

    await page.getByLabel(/^Starts at/).fill('09:30');
    await page.getByRole('button', { name: 'Update Weekly Service' }).click();
    await expect(
      page.locator('.MuiSnackbar-root').getByText('Weekly service updated'),
    ).toBeVisible();

    // The page as the server sends it, before any script runs.
    // (React separates adjacent texts with empty comments.)
    const html = (await (await page.request.get(site.url('/about'))).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(html).toContain('Sunday Worship: 9:30 AM');
    expect(html).not.toContain('Sunday Worship: 10:00 AM');
    expect(html).toContain('All Mass times');

    const visitor = await newPage();
    await visitor.goto(site.url('/about'));
    await expect(visitor.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(visitor.getByText('Sunday Worship: 9:30 AM')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'All Mass times' })).toHaveAttribute(
      'href',
      '/mass-times',
    );

    await visitor.getByRole('button', { name: 'Chat with our virtual assistant' }).click();
    const chat = visitor.getByRole('dialog', { name: 'Holy Trinity Virtual Assistant' });
    await chat
      .getByRole('combobox', { name: 'How can we help?' })
      .selectOption({ label: 'Worship service times' });
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(
      chat.getByText(/Sunday School at 9:00 AM, Sunday Worship at 9:30 AM/),
    ).toBeVisible();
  });
});
