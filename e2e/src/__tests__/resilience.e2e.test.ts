import http from 'node:http';
import { siteForThisFile } from '../support/site';

const testSite = siteForThisFile();

describe('a remote that fails', () => {
  it('shows an in-page fallback while the header and other remotes keep working, and Retry recovers', async () => {
    const site = testSite();
    await site.stack.stopApp('commerce');
    const page = await site.newPage();
    await page.goto(site.url('/shop'));

    const fallback = page.getByTestId('remote-fallback');
    await fallback.waitFor();
    await page.getByText('The shop and giving pages could not be loaded').waitFor();
    // The shell's layout is intact around it.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Holy Trinity/ })
      .waitFor();
    await page.getByRole('contentinfo').waitFor();

    // Another remote's page still works, reached through the header's menu.
    await page.getByRole('banner').getByRole('button', { name: 'Events' }).click();
    await page.getByRole('menuitem', { name: /All Events/ }).click();
    await page.getByRole('heading', { level: 1, name: 'All Events' }).waitFor();

    // The remote comes back; Retry loads it without reloading the page.
    await page.goto(site.url('/shop'));
    await fallback.waitFor();
    await site.stack.startApp('commerce');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Church Shop' }).waitFor();
  });

  it('gives up on a remote that hangs within 5 seconds', async () => {
    const site = testSite();
    // A server that accepts connections and never answers, in place of mf-booking.
    await site.stack.stopApp('booking');
    const port = Number(new URL(site.stack.urls.booking).port);
    const hanging = http.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(port, '127.0.0.1', resolve));
    try {
      const page = await site.newPage();
      const started = Date.now();
      await page.goto(site.url('/check'));
      await page.getByTestId('remote-fallback').waitFor({ timeout: 8_000 });
      expect(Date.now() - started).toBeLessThan(8_000);
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Holy Trinity/ })
        .waitFor();
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
      await site.stack.startApp('booking');
    }
  });

  it('shows the fallback when the remote answers 404 for its manifest', async () => {
    const site = testSite();
    await site.stack.stopApp('content');
    const port = Number(new URL(site.stack.urls.content).port);
    const notFound = http.createServer((_req, res) => res.writeHead(404).end('Not found'));
    await new Promise<void>((resolve) => notFound.listen(port, '127.0.0.1', resolve));
    try {
      const page = await site.newPage();
      await page.goto(site.url('/events'));
      await page.getByTestId('remote-fallback').waitFor();
      await page.goto(site.url('/login'));
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    } finally {
      notFound.closeAllConnections();
      await new Promise((resolve) => notFound.close(resolve));
      await site.stack.startApp('content');
    }
  });
});
