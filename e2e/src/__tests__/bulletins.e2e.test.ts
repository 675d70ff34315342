/**
 * Issue 37, part 4: the office publishes the weekly bulletin (docs/bulletins.md).
 * An editor uploads this Sunday's PDF in the dashboard; /bulletins lists it,
 * the home page links it, and its page shows the image of its first page
 * that the API drew, with the PDF to download.
 */
import type { Page } from '@playwright/test';
import { apiFor } from '../support/api';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';
import { openSection } from '../support/dashboard';
import { logInAs } from '../support/site';
import { expectTakenOver } from '../support/takeover';

const TIME_ZONE = 'America/New_York';
test.use({ siteOptions: { apiEnv: { PARISH_TIME_ZONE: TIME_ZONE } } });

const EDITOR = {
  email: 'bulletins@e2e.example',
  password: 'Psalter-2031',
  name: 'Bulletin Editor',
};

/** The Sunday of this week in the parish: today, or the last Sunday before it. */
function thisSunday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

/** A one-page PDF drawn by hand: a black band across a letter page, with its cross-reference table. */
function onePagePdf(): Buffer {
  const content = '0 0 0 rg 72 396 468 300 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

async function expectPreviewDrawn(page: Page, name: string | RegExp) {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

test('an editor publishes this week’s bulletin: listed, linked from home, its first page shown @phone-only', async ({
  page,
  site,
  newPage,
  axe,
}) => {
  test.setTimeout(120_000);
  const sunday = thisSunday();
  const shown = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${sunday}T12:00:00Z`));

  await apiFor(site, { asAdmin: true }).admins.create({ ...EDITOR, roles: ['editor'] });
  await logInAs(page, site, EDITOR);
  await openSection(page, 'Bulletins');
  await page.getByRole('link', { name: 'Upload Bulletin' }).click();
  await field(page, 'Sunday').fill(sunday);
  await field(page, 'Title \\(optional\\)').fill('E2E Bulletin');
  await field(page, 'Bulletin \\(PDF\\)').setInputFiles({
    name: 'bulletin.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf(),
  });
  await page.getByRole('button', { name: 'Upload Bulletin' }).click();
  await expect(
    page.locator('.MuiSnackbar-root').getByText('Success: the bulletin was published.'),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'E2E Bulletin' })).toBeVisible();

  const visitor = await newPage();
  await visitor.goto(site.url('/bulletins'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Weekly bulletin' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: `Sunday, ${shown}` })).toBeVisible();
  await expectNoSidewaysScroll(visitor);
  await axe(visitor, '/bulletins');

  await visitor.goto(site.url('/'));
  await expectTakenOver(visitor);
  await visitor.getByRole('link', { name: `This week's bulletin: Sunday, ${shown}` }).click();
  await expect(
    visitor.getByRole('heading', { level: 1, name: `Weekly bulletin: Sunday, ${shown}` }),
  ).toBeVisible();
  await expectPreviewDrawn(visitor, `The first page of the bulletin for Sunday, ${shown}`);
  const download = visitor.getByRole('link', { name: /^Download the bulletin \(PDF/ });
  const pdf = await visitor.request.get(site.url((await download.getAttribute('href')) ?? ''));
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectNoSidewaysScroll(visitor);
  await axe(visitor, 'a bulletin’s page, light');

  // In dark, and in Spanish: the same bulletin, rendered by the server.
  const dark = await newPage({ theme: 'dark' });
  await dark.goto(site.url(`/es/bulletins/${sunday}`));
  await expect(dark.getByRole('heading', { level: 1 })).toContainText('Boletín semanal');
  await expectPreviewDrawn(dark, /^La primera página del boletín del domingo/);
  await axe(dark, 'a bulletin’s page, dark, in Spanish');
});
