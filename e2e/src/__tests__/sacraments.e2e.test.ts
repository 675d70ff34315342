/**
 * Issue 38, sacrament requests (docs/sacraments.md): a family asks for a
 * baptism with the certificate attached, the office finds it in the
 * dashboard's queue, schedules it, and the family is mailed the date, time
 * and place, through the API's outbox to a real SMTP server.
 */
import type { Locator, Page } from '@playwright/test';
import { isoDaysFromToday } from '@parish/shared-types/testing';
import { openSection } from '../support/dashboard';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';

test.use({ siteOptions: { mail: true } });

const FAMILY = 'ana.ruiz.baptism@example.org';

/** A form field by its label (a required one's label ends with an asterisk screen readers skip). */
function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
}

test('a baptism request with its certificate reaches the queue, is scheduled, and the family is mailed', async ({
  adminPage: office,
  newPage,
  site,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const family = await newPage();
  await family.goto(site.url('/sacraments'));
  await family.getByRole('link', { name: /^Baptism/ }).click();
  await expect(family.getByRole('heading', { level: 1, name: 'Baptism' })).toBeVisible();
  await field(family, 'Your name').fill('Ana Ruiz');
  await field(family, 'Your email address').fill(FAMILY);
  await field(family, 'Your phone number').fill('555-0142');
  await field(family, "Child's full name").fill('Lucía Ruiz');
  await field(family, "Child's date of birth").fill(isoDaysFromToday(-90));
  await field(family, "Parents' names").fill('Ana and Pedro Ruiz');
  await field(family, "Godparents' names").fill('María and José López');
  await field(family, 'Preferred date').fill(isoDaysFromToday(40));
  await family.getByLabel(/^A document/).setInputFiles({
    name: 'baptism-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  });
  await family.getByRole('button', { name: 'Send the request' }).click();
  await expect(family.getByText('Thank you: your request reached the parish office')).toBeVisible();
  // Nothing the family wrote is in the address.
  expect(family.url()).toBe(site.url('/sacraments/baptism'));
  const [acknowledgement] = await mailbox.waitForMatching((mail) => mail.to.includes(FAMILY));
  expect(acknowledgement?.parsed.subject).toBe('We received your request: Baptism');

  await openSection(office, 'Sacraments');
  const queue = office.getByRole('table', { name: 'Sacrament requests' });
  const row = queue.getByRole('row').filter({ hasText: 'Ana Ruiz' });
  await expect(row).toContainText('Baptism');
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: /^Edit/ }).click();
  const details = office.getByRole('region', { name: 'What the family sent' });
  await expect(details).toContainText('María and José López');
  const download = office.waitForEvent('download');
  await details.getByRole('link', { name: 'Download baptism-certificate.pdf' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await field(office, 'Status').selectOption({ label: 'Scheduled' });
  await field(office, 'Assigned to').fill('Fr. Thomas');
  await field(office, 'Scheduled date').fill(isoDaysFromToday(40));
  await field(office, 'Scheduled time').fill('12:30');
  await field(office, 'Place').fill('Church, baptismal font');
  await office.getByRole('button', { name: 'Save' }).click();
  await expect(office.locator('.MuiSnackbar-root').getByText('Request saved')).toBeVisible();

  const [, scheduled] = await mailbox.waitForMatching((mail) => mail.to.includes(FAMILY), 2);
  expect(scheduled?.parsed.subject).toMatch(/^Scheduled: Baptism on /);
  expect(scheduled?.parsed.text).toContain('12:30 PM');
  expect(scheduled?.parsed.text).toContain('Church, baptismal font');
});

test('a sacrament form fits a phone, the anointing showing the parish phone first @phone', async ({
  newPage,
  site,
}) => {
  const visitor = await newPage();
  await visitor.goto(site.url('/sacraments/anointing'));
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /^Call / })).toBeVisible();
  await expectNoSidewaysScroll(visitor);
  await visitor.goto(site.url('/es/sacraments/baptism'));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Bautismo' })).toBeVisible();
  await expectNoSidewaysScroll(visitor);
});
