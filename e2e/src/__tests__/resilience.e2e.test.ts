import http from 'node:http';
import { expect, test } from '../support/fixtures';

test.describe('a remote that fails', () => {
  test('shows an in-page fallback while the header and other remotes keep working, and Retry recovers', async ({
    page,
    site,
  }) => {
    await site.stack.stopApp('commerce');
    await page.goto(site.url('/shop'));

    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(page.getByText('The shop and giving pages could not be loaded')).toBeVisible();
    // The shell's layout is intact around it.
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Holy Trinity/ }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote's page still works, reached through the header's menu.
    await page.getByRole('banner').getByRole('button', { name: 'Events' }).click();
    await page.getByRole('menuitem', { name: /All Events/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();

    // The remote comes back; Retry loads it without reloading the page.
    await page.goto(site.url('/shop'));
    await expect(fallback).toBeVisible();
    await site.stack.startApp('commerce');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Church Shop' })).toBeVisible();
  });

  test('gives up on a remote that hangs within 5 seconds', async ({ page, site }) => {
    // A server that accepts connections and never answers, in place of mf-booking.
    await site.stack.stopApp('booking');
    const port = Number(new URL(site.stack.urls.booking).port);
    const hanging = http.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(port, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      await page.goto(site.url('/check'));
      await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 8_000 });
      expect(Date.now() - started).toBeLessThan(8_000);
      await expect(
        page.getByRole('banner').getByRole('link', { name: /Holy Trinity/ }),
      ).toBeVisible();
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
      await site.stack.startApp('booking');
    }
  });

  test('shows the fallback when the remote answers 404 for its manifest', async ({
    page,
    site,
  }) => {
    await site.stack.stopApp('content');
    const port = Number(new URL(site.stack.urls.content).port);
    const notFound = http.createServer((_req, res) => res.writeHead(404).end('Not found'));
    await new Promise<void>((resolve) => notFound.listen(port, '127.0.0.1', resolve));
    try {
      await page.goto(site.url('/events'));
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
      await page.goto(site.url('/login'));
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    } finally {
      notFound.closeAllConnections();
      await new Promise((resolve) => notFound.close(resolve));
      await site.stack.startApp('content');
    }
  });
});
