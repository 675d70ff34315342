/**
 * The door's camera, end to end: the QR image in the booking mail decodes
 * to the ticket's code, and Chromium's fake camera fed a video of that QR
 * code (a Y4M file made here from the mail's PNG) checks the ticket in at
 * /admin/check-in on a 390 px phone. Chromium on Linux has no native
 * BarcodeDetector, so this is the ZXing WebAssembly served by mf-admin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { bookTwoForTonight } from '../support/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';
import { logInAsAdmin } from '../support/site';
import { writeY4mOfPng } from '../support/y4m';

test.use({ siteOptions: { mail: true } });

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

test(
  'checks a ticket in from the QR code of its booking mail, held up to the camera',
  { tag: '@phone-only' },
  async ({ site, mailbox, playwright }) => {
    const { booking } = await bookTwoForTonight(site, {
      title: 'E2E Camera Vigil',
      time: '23:45',
      tag: 'camera',
    });
    const code = booking.tickets[0]?.check_in_code ?? '';

    const [mail] = await mailbox.waitForMatching(
      (received) =>
        received.to.includes('maria.camera@example.org') &&
        (received.parsed.subject ?? '').startsWith('Booking confirmed'),
    );
    const qrPng = mail?.parsed.attachments.find(
      (file) => file.filename === 'ticket-1.png',
    )?.content;
    expect(qrPng).toBeDefined();
    expect(decodeQr(qrPng as Buffer)).toBe(code.replace(/-/g, ''));

    // A Chromium of its own: the fake camera plays a file given when it starts.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'parish-camera-'));
    const video = path.join(dir, 'ticket-1.y4m');
    writeY4mOfPng(video, qrPng as Buffer);
    const camera = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await camera.newContext();
      await context.grantPermissions(['camera'], { origin: site.url('') });
      const page = await context.newPage();
      const wasm: string[] = [];
      const logs: string[] = [];
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        if (request.url().endsWith('.wasm')) wasm.push(request.url());
      });
      await logInAsAdmin(page, site);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await page.goto(site.url('/admin/check-in'));
      await page.getByRole('combobox', { name: /^Event/ }).click();
      await page.getByRole('option', { name: /^E2E Camera Vigil · Today/ }).click();
      await expect(page.getByText('Booked 2 ·')).toBeVisible();

      await page.getByRole('button', { name: 'Scan with camera' }).click();
      const answer = page.getByRole('status', { name: 'Check-in answer' });
      await expect(answer.getByText('Checked in: Ticket #1, Maria Lopez'))
        .toBeVisible({ timeout: 20_000 })
        .catch(async (error: unknown) => {
          const text = await page.getByRole('region', { name: 'Scan with camera' }).innerText();
          throw new Error(
            `${String(error)}\nscanner: ${text}\nwasm: ${wasm.join()}\n${logs.join('\n')}`,
          );
        });
      await expect(page.getByText('Booked 2 · Checked in 1')).toBeVisible();
      // The decoder's WebAssembly came from the site, not a CDN.
      expect(wasm.length).toBeGreaterThan(0);
      expect(
        wasm.every(
          (url) => url.startsWith('http://127.0.0.1') || url.startsWith('http://localhost'),
        ),
      ).toBe(true);

      await page.getByRole('button', { name: 'Stop camera' }).click();
      await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    } finally {
      await camera.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
