import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { apiFor } from '../support/api';
import { describeViolation, isSerious, runAxe } from '../support/axe';
import { recordScripts } from '../support/network';
import { DEMO_ADMIN, logInAsAdmin, PHONE, siteForThisFile, type TestSite } from '../support/site';
import { waitUntil } from '../support/wait';

const testSite = siteForThisFile();

const TABS = [
  'Admins',
  'Events',
  'Leadership',
  'Media',
  'Shop',
  'Ministries',
  'Contact',
  'Sign-ups',
  'Giving',
  'Mail',
  'Administration',
  'Parish details',
];

// A 1×1 PNG, to upload as a photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A form field by its label (a required one's label ends with an asterisk screen readers skip). */
function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

/** Waits for a notice (success or error) with this text. */
async function notice(page: Page, text: string) {
  await page.locator('.MuiSnackbar-root').getByText(text, { exact: true }).waitFor();
}

async function onTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab, selected: true }).waitFor();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** No serious or critical axe violation in the page's own content (the shell's frame has its suite). */
async function expectAxeClean(page: Page, what: string) {
  // (runAxe waits for a click's ripple to fade: scanned mid-fade, its tint fails contrast.)
  const results = await runAxe(page, { include: ['main'] });
  const minor = results.violations.filter((violation) => !isSerious(violation));
  if (minor.length > 0) console.info(`${what}, minor:\n${minor.map(describeViolation).join('\n')}`);
  expect(results.violations.filter(isSerious).map(describeViolation)).toEqual([]);
}

/** Opens a tab, waits for its lists, and scans it (every tab is scanned once light, once dark). */
async function openTabAxeClean(page: Page, tab: string, theme = 'light', width = 1280) {
  await page.getByRole('tab', { name: tab }).click();
  await onTab(page, tab);
  await page.waitForLoadState('networkidle');
  await expectAxeClean(page, `${tab} tab (${width} px, ${theme})`);
}

/** The page fits its width: nothing scrolls sideways but the tables' own boxes. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Opens a record's edit form from its row, changes fields, saves, and waits for the toast. */
async function edit(page: Page, name: string, changes: Record<string, string>, save: string) {
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await fill(page, changes);
  await page.getByRole('button', { name: save }).click();
}

/** Deletes a record whose resource asks first. */
async function deleteConfirmed(page: Page, name: string, dialogTitle: string, done: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: dialogTitle })
    .getByRole('button', { name: 'Delete' })
    .click();
  await notice(page, done);
  await row(page, name).waitFor({ state: 'detached' });
}

/**
 * Opens a public page in the visitor's tab (no session) and waits until its
 * lists have loaded, so what is missing from it is really not there.
 */
async function openPublic(visitor: Page, site: TestSite, path: string, heading: string) {
  await visitor.goto(site.url(path));
  await visitor.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await visitor.waitForLoadState('networkidle');
  expect(
    await waitUntil(async () => (await visitor.getByText(/^Loading/).count()) === 0, 10_000),
  ).toBe(true);
}

describe('the back-office', () => {
  it('creates, lists, edits, shows publicly and deletes every entity through its forms', async () => {
    const site = testSite();
    const admin = apiFor(site, { asAdmin: true });
    const page = await site.newPage();
    const scripts = recordScripts(page);
    // A visitor without a session, in a browser of their own, checks the public pages.
    const visitor = await site.newPage();

    await logInAsAdmin(page, site);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await onTab(page, 'Admins');
    await row(page, DEMO_ADMIN.email).waitFor();
    await page.waitForLoadState('networkidle');
    reportAdminScripts(site, await scripts.settled());
    expect(await page.getByRole('tab').allTextContents()).toEqual(TABS);
    await expectAxeClean(page, 'dashboard, Admins (1280 px, light)');

    // Admins: create, the taken e-mail, Cancel, edit, delete after confirming.
    await page.getByRole('link', { name: 'Add Admin' }).click();
    await page.getByRole('button', { name: 'Create Admin' }).click();
    await field(page, 'Name').and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('All fields are required');
    await fill(page, {
      Name: 'E2E Sacristan',
      Email: 'sacristan@e2e.example',
      Password: 'Vespers-2031',
    });
    // Roles (docs/roles.md): one or more.
    await page.getByRole('checkbox', { name: /^Editor/ }).check();
    await page.getByRole('button', { name: 'Create Admin' }).click();
    await notice(page, 'Admin Created');
    await onTab(page, 'Admins');
    await row(page, 'sacristan@e2e.example').waitFor();

    await page.getByRole('link', { name: 'Add Admin' }).click();
    await fill(page, {
      Name: 'Someone Else',
      Email: 'Sacristan@E2E.example',
      Password: 'Vespers-2031',
    });
    await page.getByRole('checkbox', { name: /^Events/ }).check();
    await page.getByRole('button', { name: 'Create Admin' }).click();
    const taken = 'Email sacristan@e2e.example is already registered';
    await page.getByRole('alert').filter({ hasText: taken }).waitFor();
    expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Name').inputValue()).toBe('Someone Else');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await onTab(page, 'Admins');

    await edit(
      page,
      'E2E Sacristan',
      { Email: 'verger@e2e.example', Password: 'Compline-2031' },
      'Update Admin',
    );
    await notice(page, 'Admin Updated');
    await row(page, 'verger@e2e.example').waitFor();
    await deleteConfirmed(page, 'E2E Sacristan', 'Delete admin?', 'Admin deleted');

    // Events: the spec's message per field, then create (HTML typed as text), edit.
    await openTabAxeClean(page, 'Events');
    await page.getByRole('link', { name: 'Create Event' }).click();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Field "title" is required').first().waitFor();
    await page.getByText('Field "max_attendees" is required').first().waitFor();
    await expectAxeClean(page, 'Create Event form with errors (1280 px, light)');
    await fill(page, {
      Title: 'E2E Vespers <b>sung</b>',
      Description: 'Evening prayer, sung.',
      Date: '2031-03-14',
      Time: '19:30',
      Location: 'Lady Chapel',
      Price: '5.00',
      'Maximum attendees': '40',
      'Image URL': '/api/static/seed/choir-concert.svg',
    });
    await page.getByRole('img', { name: 'Preview of Image URL' }).waitFor();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await notice(page, 'Event Created');
    await onTab(page, 'Events');
    await edit(page, 'E2E Vespers <b>sung</b>', { Location: 'Main Sanctuary' }, 'Update Event');
    await notice(page, 'Event Updated');
    await row(page, 'Main Sanctuary').filter({ hasText: 'E2E Vespers <b>sung</b>' }).waitFor();

    // Leadership: create, edit with the image left blank (it stays), delete.
    await openTabAxeClean(page, 'Leadership');
    await page.getByRole('link', { name: 'Add Leader' }).click();
    await fill(page, {
      Name: 'Sr. E2E Agnes',
      Title: 'Pastoral Associate',
      Bio: 'Visits the sick.',
      'Contact email': 'agnes@e2e.example',
      'Image URL': '/api/static/seed/leader-deacon.svg',
    });
    await page.getByRole('button', { name: 'Add Leader' }).click();
    await notice(page, 'Leader Added');
    await edit(page, 'Sr. E2E Agnes', { Title: 'Chaplain', 'Image URL': '' }, 'Update Leader');
    await notice(page, 'Leader Updated');
    await row(page, 'Chaplain').waitFor();
    const agnes = (await admin.leadership.list()).find((l) => l.name === 'Sr. E2E Agnes');
    expect(agnes?.image).toBe('/api/static/seed/leader-deacon.svg');
    // The visitor sees the leader, as edited, in the leadership team on /about; then not.
    const team = visitor.locator('#leadership');
    await openPublic(visitor, site, '/about', 'About Us');
    await team.getByRole('article', { name: 'Sr. E2E Agnes' }).getByText('Chaplain').waitFor();
    await deleteConfirmed(page, 'Sr. E2E Agnes', 'Delete leader?', 'Leader deleted');
    await openPublic(visitor, site, '/about', 'About Us');
    await team.getByRole('article').first().waitFor();
    expect(await team.getByRole('article', { name: 'Sr. E2E Agnes' }).count()).toBe(0);

    // Media: a video (create, edit, delete), a photo (preview, upload, delete), a blog post.
    await openTabAxeClean(page, 'Media');
    await page.getByRole('link', { name: 'Upload Video' }).click();
    await fill(page, { Title: 'E2E Homily', 'YouTube URL': 'https://youtu.be/dQw4w9WgXcQ' });
    await field(page, 'Category').selectOption('Spiritual Education - 2016');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await notice(page, 'Success: the video was added.');
    await onTab(page, 'Media');
    await edit(page, 'E2E Homily', { Title: 'E2E Homily for Lent' }, 'Update Video');
    await notice(page, 'Success: the video was updated.');
    // On /media/videos, in its category, under its new title; then not.
    const category = visitor.getByRole('region', { name: 'Spiritual Education - 2016' });
    await openPublic(visitor, site, '/media/videos', 'Videos');
    await category.getByRole('button', { name: 'Play E2E Homily for Lent' }).waitFor();
    await deleteConfirmed(page, 'E2E Homily for Lent', 'Delete video?', 'Video deleted');
    await openPublic(visitor, site, '/media/videos', 'Videos');
    await category
      .getByRole('button', { name: /^Play / })
      .first()
      .waitFor();
    expect(await visitor.getByRole('button', { name: /^Play E2E Homily/ }).count()).toBe(0);

    await page.getByRole('link', { name: 'Upload Photo' }).click();
    await field(page, 'Photo').setInputFiles({
      name: 'e2e-vigil.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: 'Preview of e2e-vigil.png' }).waitFor();
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await notice(page, 'Success: the photo was uploaded.');
    await page.getByRole('img', { name: 'e2e-vigil.png' }).waitFor();
    // On the Photos tab of /media; then not.
    const photo = visitor.getByRole('img', { name: 'Parish photo e2e-vigil.png' });
    await openPublic(visitor, site, '/media?tab=photos', 'Media');
    await photo.waitFor();
    await deleteConfirmed(page, 'e2e-vigil.png', 'Delete photo?', 'Photo deleted');
    await openPublic(visitor, site, '/media?tab=photos', 'Media');
    await visitor.getByRole('tabpanel', { name: 'Photos' }).waitFor();
    expect(await photo.count()).toBe(0);

    await page.getByRole('link', { name: 'Upload Blog Post' }).click();
    await fill(page, { Title: 'E2E Parish news', Content: 'The roof is <i>repaired</i>.' });
    await page.getByRole('button', { name: 'Publish Post' }).click();
    await notice(page, 'Success: the blog post was published.');
    // Markdown keeps no raw HTML: the excerpt is the text alone.
    await row(page, 'The roof is repaired.').waitFor();
    // On the Blog tab of /media, without the typed HTML; then not.
    const post = visitor.getByRole('article', { name: 'E2E Parish news' });
    await openPublic(visitor, site, '/media?tab=blog', 'Media');
    await post.getByText('The roof is repaired.', { exact: true }).waitFor();
    expect(await visitor.locator('main i').count()).toBe(0);
    await deleteConfirmed(page, 'E2E Parish news', 'Delete blog post?', 'Blog post deleted');
    await openPublic(visitor, site, '/media?tab=blog', 'Media');
    await visitor.getByRole('tabpanel', { name: 'Blog' }).waitFor();
    expect(await post.count()).toBe(0);

    // Shop and Ministries: create and edit (their deletes, with Undo, come below).
    await openTabAxeClean(page, 'Shop');
    await page.getByRole('link', { name: 'Add Shop Item' }).click();
    await fill(page, {
      Title: 'E2E Beeswax <b>Candle</b>',
      Description: 'Hand-dipped.',
      Price: '7.5',
      'Image URL': '/api/static/seed/product-devotional.svg',
    });
    await page.getByRole('button', { name: 'Add Item' }).click();
    await notice(page, 'Shop Item Added');
    await edit(page, 'E2E Beeswax <b>Candle</b>', { Price: '8.25' }, 'Update Item');
    await notice(page, 'Shop Item Updated');
    await row(page, '$8.25').waitFor();

    await openTabAxeClean(page, 'Ministries');
    await page.getByRole('link', { name: 'Add Ministry' }).click();
    await fill(page, {
      Title: 'E2E Altar Guild',
      Description: 'Cares for the altar linen.',
      'Image URL': '/api/static/seed/ministry-outreach.svg',
      Leader: 'Ana Ruiz',
      Schedule: 'Saturdays',
      Location: 'Sacristy',
    });
    await page.getByRole('button', { name: 'Add Ministry' }).click();
    await notice(page, 'Ministry Added');
    await edit(page, 'E2E Altar Guild', { Schedule: 'Fridays' }, 'Update Ministry');
    await notice(page, 'Ministry Updated');
    await row(page, 'Fridays').waitFor();

    // The visitor sees the event, the shop item and the ministry on the public pages, the typed HTML as text.
    await visitor.goto(site.url('/events'));
    await visitor.getByText('E2E Vespers <b>sung</b>').first().waitFor();
    await visitor.getByRole('link', { name: 'Shop' }).first().click();
    await visitor.getByText('E2E Beeswax <b>Candle</b>', { exact: true }).waitFor();
    await visitor.getByText('$8.25').first().waitFor();
    expect(await visitor.locator('main b').count()).toBe(0);
    const guild = visitor.getByRole('article', { name: 'E2E Altar Guild' });
    await openPublic(visitor, site, '/ministries', 'Ministries');
    await guild.getByText('Fridays').waitFor();

    // Deletes: the event after confirming; the shop item and the ministry at once, with Undo.
    await page.getByRole('tab', { name: 'Events' }).click();
    await deleteConfirmed(page, 'E2E Vespers <b>sung</b>', 'Delete event?', 'Event deleted');
    await openPublic(visitor, site, '/events', 'All Events');
    await visitor.getByRole('article').first().waitFor();
    expect(await visitor.getByText('E2E Vespers <b>sung</b>').count()).toBe(0);

    await page.getByRole('tab', { name: 'Shop' }).click();
    await page.getByRole('button', { name: 'Delete E2E Beeswax <b>Candle</b>' }).click();
    await notice(page, 'Shop item deleted');
    await page.getByRole('button', { name: 'Undo' }).click();
    await row(page, 'E2E Beeswax <b>Candle</b>').waitFor();
    expect((await admin.shop.list()).some((item) => item.title.startsWith('E2E Beeswax'))).toBe(
      true,
    );

    await page.getByRole('tab', { name: 'Ministries' }).click();
    await page.getByRole('button', { name: 'Delete E2E Altar Guild' }).click();
    await notice(page, 'Ministry deleted');
    // The DELETE goes at once (Undo, offered meanwhile, is the trash's Restore).
    expect(
      await waitUntil(async () =>
        (await admin.ministries.list()).every((m) => m.title !== 'E2E Altar Guild'),
      ),
    ).toBe(true);
    await openPublic(visitor, site, '/ministries', 'Ministries');
    await visitor.getByRole('article').first().waitFor();
    expect(await guild.count()).toBe(0);
    await visitor.close();
  }, 240_000);

  it('lists and exports messages, bookings, payments, subscribers; survives a session ending mid-edit; logs out', async () => {
    const site = testSite();
    const visitor = apiFor(site);
    const event = (await visitor.events.list()).find(
      (candidate) =>
        candidate.price === 0 && candidate.date > new Date().toISOString().slice(0, 10),
    );
    if (!event) throw new Error('the seed has no free future event');
    const booking = await visitor.bookings.create({
      event: event.id,
      number_of_tickets: 1,
      payment_method: 'card',
      // A name a spreadsheet would run as a formula.
      tickets: [{ name: '=1+1', email: 'grace@e2e.example', phone_number: '555-0101' }],
    });
    await visitor.contact.sendChatMessage({ topic: 'question', message: 'Is there parking? <b>' });
    await visitor.newsletter.subscribe({ email: 'reader@e2e.example' });
    await visitor.payments.createOrder({ amount: 25 });

    const context = await site.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await logInAsAdmin(page, site);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    await openTabAxeClean(page, 'Contact');
    await row(page, 'Is there parking? <b>').waitFor();
    await row(page, booking.booking_id).filter({ hasText: 'Confirmed' }).waitFor();
    const csv = await download(page, 'Bookings');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFBooking ID,Event,Status,Cancelled by office,Tickets,Attendees,Total,Payment,Booked at',
    );
    expect(csv).toContain(`${booking.booking_id},${event.title},Confirmed,,1,`);
    // The cell that would start a formula is written as text.
    expect(csv).toContain('"\'=1+1 (grace@e2e.example, 555-0101)"');
    expect(await download(page, 'Messages')).toContain('Is there parking? <b>');

    await openTabAxeClean(page, 'Giving');
    await row(page, 'Gift').filter({ hasText: '$25.00' }).waitFor();

    await openTabAxeClean(page, 'Mail');
    // The outbox lists the confirm mail to the same address: the subscriber's row is the Newsletter list's.
    const subscribers = page.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: 'Newsletter', exact: true }),
    });
    await subscribers.getByRole('row').filter({ hasText: 'reader@e2e.example' }).waitFor();
    expect(await download(page, 'Newsletter')).toContain('reader@e2e.example');

    // The session ends while a form is being filled in.
    await page.getByRole('tab', { name: 'Ministries' }).click();
    await page.getByRole('link', { name: 'Add Ministry' }).click();
    const typed = {
      Title: 'E2E Hospitality',
      Description: 'Coffee after Mass.',
      'Image URL': '/api/static/seed/ministry-outreach.svg',
      Leader: 'Ana Ruiz',
      Schedule: 'Sundays',
      Location: 'Parish Hall',
    };
    await fill(page, typed);

    // The session ends on the server (as when it expires), then the admin saves.
    await context.request.post(site.url('/api/auth/logout'));
    await page.getByRole('button', { name: 'Add Ministry' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByText(/Your session has ended/).waitFor();
    // Logging in on this page, as the administrator would (a reload would forget the draft).
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMIN.email);
    await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add Ministry' }).waitFor();
    for (const [label, value] of Object.entries(typed)) {
      expect(await field(page, label).inputValue()).toBe(value);
    }

    // Cancel goes back to the Ministries tab; Logout ends the session.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await onTab(page, 'Ministries');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto(site.url('/admin/add-ministry'));
    await page.waitForURL('**/login');
  });

  it('fits every tab and a form into 390 px, axe-clean in the dark theme', async () => {
    const site = testSite();
    const context = await site.newContext({ viewport: PHONE, colorScheme: 'dark', theme: 'dark' });
    const page = await context.newPage();
    await logInAsAdmin(page, site);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe('dark');
    for (const tab of TABS) {
      await openTabAxeClean(page, tab, 'dark', PHONE.width);
      await expectNoSidewaysScroll(page);
    }
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('link', { name: 'Create Event' }).click();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Field "title" is required').first().waitFor();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, 'Create Event form with errors (390 px, dark)');
  }, 120_000);
});

/** Clicks the Export CSV button of the list under `heading`; returns the file's text. */
async function download(page: Page, heading: string): Promise<string> {
  const list = page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: heading, exact: true }),
  });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  return readFileSync(await file.path(), 'utf8');
}

/**
 * Prints the JavaScript a visit to /admin downloads, from /login through the
 * dashboard, gzipped: the shell's and the admin remote's, and apart from them
 * what other remotes prefetch while the page is idle (as loading.ts counts).
 */
function reportAdminScripts(site: TestSite, scripts: { url: string; gzipBytes: number }[]) {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const sum = (list: typeof scripts) => list.reduce((total, script) => total + script.gzipBytes, 0);
  const from = (app: 'shell' | 'admin') =>
    scripts.filter((script) => script.url.startsWith(site.stack.urls[app]));
  const shell = from('shell');
  const admin = from('admin');
  const prefetched = scripts.filter((script) => !shell.includes(script) && !admin.includes(script));
  console.info(
    `JS for /admin after login: ${kib(sum(shell) + sum(admin))} gzip ` +
      `(shell ${kib(sum(shell))} in ${shell.length} files, admin remote ${kib(sum(admin))} ` +
      `in ${admin.length} files); other remotes prefetched while idle: ${kib(sum(prefetched))}`,
  );
  expect(admin.length).toBeGreaterThan(0);
}
