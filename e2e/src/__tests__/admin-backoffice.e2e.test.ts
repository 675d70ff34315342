import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiFor } from '../support/api';
import { expect, expectNoSidewaysScroll, test, type Axe } from '../support/fixtures';
import { recordScripts } from '../support/network';
import { DEMO_ADMIN, logInAsAdmin, type TestSite } from '../support/site';
import { expectTakenOver } from '../support/takeover';
import { expectSection, menuEntries, openSection } from '../support/dashboard';

/** The dashboard's sections, by area, as the menu lists them (the door's screen is a page of its own). */
const TABS = [
  'Today',
  'Mass schedule',
  'Mass intentions',
  'Sacraments',
  'Events',
  'Leadership',
  'Media',
  'Bulletins',
  'Shop',
  'Ministries',
  'Parish details',
  'Contact',
  'Sign-ups',
  'Mail',
  'Communications',
  'Giving',
  'Funds',
  'Batches',
  'Admins',
  'Administration',
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
  await expect(page.locator('.MuiSnackbar-root').getByText(text, { exact: true })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** No serious or critical axe violation in the page's own content (the shell's frame has its suite). */
function expectAxeClean(axe: Axe, page: Page, what: string) {
  // (axe waits for a click's ripple to fade: scanned mid-fade, its tint fails contrast.)
  return axe(page, what, { include: ['main'] });
}

/**
 * Opens a tab, waits for its lists, and scans it (every tab is scanned once
 * light, once dark). A tab is no navigation: only its lists' "Loading…"
 * gone says its data is in (a button enabled by it fades in, which axe waits for).
 */
async function openTabAxeClean(axe: Axe, page: Page, tab: string, theme = 'light') {
  await openSection(page, tab);
  await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
  await expectAxeClean(axe, page, `${tab} tab (${page.viewportSize()?.width} px, ${theme})`);
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
  await expect(row(page, name)).toHaveCount(0);
}

/**
 * Opens a public page in the visitor's tab (no session) and waits until its
 * lists have loaded, so what is missing from it is really not there.
 */
async function openPublic(visitor: Page, site: TestSite, path: string, heading: string) {
  await visitor.goto(site.url(path));
  await expect(
    visitor.getByRole('heading', { level: 1, name: heading, exact: true }),
  ).toBeVisible();
  await expectTakenOver(visitor);
  await expect(visitor.getByText(/^Loading/)).toHaveCount(0);
}

test.describe('the back-office', () => {
  test('creates, lists, edits, shows publicly and deletes every entity through its forms', async ({
    page,
    site,
    newPage,
    axe,
  }) => {
    test.setTimeout(240_000);
    const admin = apiFor(site, { asAdmin: true });
    const scripts = recordScripts(page);
    // A visitor without a session, in a browser of their own, checks the public pages.
    const visitor = await newPage();

    await logInAsAdmin(page, site);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // It opens on Today; the spec's Admins is one step away.
    await expectSection(page, 'Today');
    await page.waitForLoadState('networkidle');
    reportAdminScripts(site, await scripts.settled());
    // Check-in is a tool of its own, after the Giving area (the dark-theme walk below opens the sections only).
    const giving = TABS.indexOf('Batches') + 1;
    expect(await menuEntries(page)).toEqual([
      ...TABS.slice(0, giving),
      'Check-in',
      ...TABS.slice(giving),
    ]);
    await expectAxeClean(axe, page, 'dashboard, Today (1280 px, light)');
    await openSection(page, 'Admins');
    await expect(row(page, DEMO_ADMIN.email)).toBeVisible();
    await expectAxeClean(axe, page, 'dashboard, Admins (1280 px, light)');

    // Admins: create, the taken e-mail, Cancel, edit, delete after confirming.
    await page.getByRole('link', { name: 'Add Admin' }).click();
    await page.getByRole('button', { name: 'Create Admin' }).click();
    await expect(field(page, 'Name').and(page.locator('[aria-invalid="true"]'))).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('All fields are required');
    await fill(page, {
      Name: 'E2E Sacristan',
      Email: 'sacristan@e2e.example',
      Password: 'Vespers-2031',
    });
    // Roles (docs/roles.md): one or more.
    await page.getByRole('checkbox', { name: /^Editor/ }).check();
    await page.getByRole('button', { name: 'Create Admin' }).click();
    await notice(page, 'Admin Created');
    await expectSection(page, 'Admins');
    await expect(row(page, 'sacristan@e2e.example')).toBeVisible();

    await page.getByRole('link', { name: 'Add Admin' }).click();
    await fill(page, {
      Name: 'Someone Else',
      Email: 'Sacristan@E2E.example',
      Password: 'Vespers-2031',
    });
    await page.getByRole('checkbox', { name: /^Events/ }).check();
    await page.getByRole('button', { name: 'Create Admin' }).click();
    const taken = 'Email sacristan@e2e.example is already registered';
    await expect(page.getByRole('alert').filter({ hasText: taken })).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toHaveValue('Someone Else');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expectSection(page, 'Admins');

    await edit(
      page,
      'E2E Sacristan',
      { Email: 'verger@e2e.example', Password: 'Compline-2031' },
      'Update Admin',
    );
    await notice(page, 'Admin Updated');
    await expect(row(page, 'verger@e2e.example')).toBeVisible();
    await deleteConfirmed(page, 'E2E Sacristan', 'Delete admin?', 'Admin deleted');

    // Events: the spec's message per field, then create (HTML typed as text), edit.
    await openTabAxeClean(axe, page, 'Events');
    await page.getByRole('link', { name: 'Create Event' }).click();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Field "title" is required').first()).toBeVisible();
    await expect(page.getByText('Field "max_attendees" is required').first()).toBeVisible();
    await expectAxeClean(axe, page, 'Create Event form with errors (1280 px, light)');
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
    await expect(page.getByRole('img', { name: 'Preview of Image URL' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await notice(page, 'Event Created');
    await expectSection(page, 'Events');
    await edit(page, 'E2E Vespers <b>sung</b>', { Location: 'Main Sanctuary' }, 'Update Event');
    await notice(page, 'Event Updated');
    await expect(
      row(page, 'Main Sanctuary').filter({ hasText: 'E2E Vespers <b>sung</b>' }),
    ).toBeVisible();

    // Leadership: create, edit with the image left blank (it stays), delete.
    await openTabAxeClean(axe, page, 'Leadership');
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
    await expect(row(page, 'Chaplain')).toBeVisible();
    const agnes = (await admin.leadership.list()).find((l) => l.name === 'Sr. E2E Agnes');
    expect(agnes?.image).toBe('/api/static/seed/leader-deacon.svg');
    // The visitor sees the leader, as edited, in the leadership team on /about; then not.
    const team = visitor.locator('#leadership');
    await openPublic(visitor, site, '/about', 'About Us');
    await expect(
      team.getByRole('article', { name: 'Sr. E2E Agnes' }).getByText('Chaplain'),
    ).toBeVisible();
    await deleteConfirmed(page, 'Sr. E2E Agnes', 'Delete leader?', 'Leader deleted');
    await openPublic(visitor, site, '/about', 'About Us');
    await expect(team.getByRole('article').first()).toBeVisible();
    await expect(team.getByRole('article', { name: 'Sr. E2E Agnes' })).toHaveCount(0);

    // Media: a video (create, edit, delete), a photo (preview, upload, delete), a blog post.
    await openTabAxeClean(axe, page, 'Media');
    await page.getByRole('link', { name: 'Upload Video' }).click();
    await fill(page, { Title: 'E2E Homily', 'YouTube URL': 'https://youtu.be/dQw4w9WgXcQ' });
    await field(page, 'Category').selectOption('Spiritual Education - 2016');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await notice(page, 'Success: the video was added.');
    await expectSection(page, 'Media');
    await edit(page, 'E2E Homily', { Title: 'E2E Homily for Lent' }, 'Update Video');
    await notice(page, 'Success: the video was updated.');
    // On /media/videos, in its category, under its new title; then not.
    const category = visitor.getByRole('region', { name: 'Spiritual Education - 2016' });
    await openPublic(visitor, site, '/media/videos', 'Videos');
    await expect(category.getByRole('button', { name: 'Play E2E Homily for Lent' })).toBeVisible();
    await deleteConfirmed(page, 'E2E Homily for Lent', 'Delete video?', 'Video deleted');
    await openPublic(visitor, site, '/media/videos', 'Videos');
    await expect(category.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    await expect(visitor.getByRole('button', { name: /^Play E2E Homily/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Upload Photo' }).click();
    await field(page, 'Photo').setInputFiles({
      name: 'e2e-vigil.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('img', { name: 'Preview of e2e-vigil.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await notice(page, 'Success: the photo was uploaded.');
    await expect(page.getByRole('img', { name: 'e2e-vigil.png' })).toBeVisible();
    // On the Photos tab of /media; then not.
    const photo = visitor.getByRole('img', { name: 'Parish photo e2e-vigil.png' });
    await openPublic(visitor, site, '/media?tab=photos', 'Media');
    await expect(photo).toBeVisible();
    await deleteConfirmed(page, 'e2e-vigil.png', 'Delete photo?', 'Photo deleted');
    await openPublic(visitor, site, '/media?tab=photos', 'Media');
    await expect(visitor.getByRole('tabpanel', { name: 'Photos' })).toBeVisible();
    await expect(photo).toHaveCount(0);

    await page.getByRole('link', { name: 'Upload Blog Post' }).click();
    await fill(page, { Title: 'E2E Parish news', Content: 'The roof is <i>repaired</i>.' });
    await page.getByRole('button', { name: 'Publish Post' }).click();
    await notice(page, 'Success: the blog post was published.');
    // Markdown keeps no raw HTML: the excerpt is the text alone.
    await expect(row(page, 'The roof is repaired.')).toBeVisible();
    // On the Blog tab of /media, without the typed HTML; then not.
    const post = visitor.getByRole('article', { name: 'E2E Parish news' });
    await openPublic(visitor, site, '/media?tab=blog', 'Media');
    await expect(post.getByText('The roof is repaired.', { exact: true })).toBeVisible();
    await expect(visitor.locator('main i')).toHaveCount(0);
    await deleteConfirmed(page, 'E2E Parish news', 'Delete blog post?', 'Blog post deleted');
    await openPublic(visitor, site, '/media?tab=blog', 'Media');
    await expect(visitor.getByRole('tabpanel', { name: 'Blog' })).toBeVisible();
    await expect(post).toHaveCount(0);

    // Shop and Ministries: create and edit (their deletes, with Undo, come below).
    await openTabAxeClean(axe, page, 'Shop');
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
    await expect(row(page, '$8.25')).toBeVisible();

    await openTabAxeClean(axe, page, 'Ministries');
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
    await expect(row(page, 'Fridays')).toBeVisible();

    // The visitor sees the event, the shop item and the ministry on the public pages, the typed HTML as text.
    // The event's link (/events#id, as the home page and the calendar give it) opens the page that holds it.
    const vespers = (await admin.events.list()).find((event) =>
      event.title.startsWith('E2E Vespers'),
    );
    if (!vespers) throw new Error('the created event is not in the API');
    await visitor.goto(site.url(`/events#${vespers.id}`));
    await expect(visitor.getByText('E2E Vespers <b>sung</b>').first()).toBeVisible();
    await expect(visitor).toHaveURL(/\/events\?page=\d+#\d+$/);
    const pageThatHeldIt = visitor.url();
    await visitor.getByRole('link', { name: 'Shop' }).first().click();
    await expect(visitor.getByText('E2E Beeswax <b>Candle</b>', { exact: true })).toBeVisible();
    await expect(visitor.getByText('$8.25').first()).toBeVisible();
    await expect(visitor.locator('main b')).toHaveCount(0);
    const guild = visitor.getByRole('article', { name: 'E2E Altar Guild' });
    await openPublic(visitor, site, '/ministries', 'Ministries');
    await expect(guild.getByText('Fridays')).toBeVisible();

    // Deletes: the event after confirming; the shop item and the ministry at once, with Undo.
    await openSection(page, 'Events');
    await deleteConfirmed(page, 'E2E Vespers <b>sung</b>', 'Delete event?', 'Event deleted');
    await openPublic(
      visitor,
      site,
      new URL(pageThatHeldIt).pathname + new URL(pageThatHeldIt).search,
      'All Events',
    );
    await expect(visitor.getByRole('article').first()).toBeVisible();
    await expect(visitor.getByText('E2E Vespers <b>sung</b>')).toHaveCount(0);

    await openSection(page, 'Shop');
    await page.getByRole('button', { name: 'Delete E2E Beeswax <b>Candle</b>' }).click();
    await notice(page, 'Shop item deleted');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(row(page, 'E2E Beeswax <b>Candle</b>')).toBeVisible();
    expect((await admin.shop.list()).some((item) => item.title.startsWith('E2E Beeswax'))).toBe(
      true,
    );

    await openSection(page, 'Ministries');
    await page.getByRole('button', { name: 'Delete E2E Altar Guild' }).click();
    await notice(page, 'Ministry deleted');
    // The DELETE goes at once (Undo, offered meanwhile, is the trash's Restore).
    await expect
      .poll(async () => (await admin.ministries.list()).every((m) => m.title !== 'E2E Altar Guild'))
      .toBe(true);
    await openPublic(visitor, site, '/ministries', 'Ministries');
    await expect(visitor.getByRole('article').first()).toBeVisible();
    await expect(guild).toHaveCount(0);
    await visitor.close();
  });

  test('lists and exports messages, bookings, payments, subscribers; survives a session ending mid-edit; logs out', async ({
    site,
    adminPage: page,
    axe,
  }) => {
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

    await openTabAxeClean(axe, page, 'Contact');
    await expect(row(page, 'Is there parking? <b>')).toBeVisible();
    await expect(row(page, booking.booking_id).filter({ hasText: 'Confirmed' })).toBeVisible();
    const csv = await download(page, 'Bookings');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFBooking ID,Event,Status,Cancelled by office,Tickets,Attendees,Total,Payment,Booked at',
    );
    expect(csv).toContain(`${booking.booking_id},${event.title},Confirmed,,1,`);
    // The cell that would start a formula is written as text.
    expect(csv).toContain('"\'=1+1 (grace@e2e.example, 555-0101)"');
    expect(await download(page, 'Messages')).toContain('Is there parking? <b>');

    await openTabAxeClean(axe, page, 'Giving');
    await expect(row(page, 'Gift').filter({ hasText: '$25.00' })).toBeVisible();

    await openTabAxeClean(axe, page, 'Mail');
    // The outbox lists the confirm mail to the same address: the subscriber's row is the Newsletter list's.
    const subscribers = page.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: 'Newsletter', exact: true }),
    });
    await expect(
      subscribers.getByRole('row').filter({ hasText: 'reader@e2e.example' }),
    ).toBeVisible();
    expect(await download(page, 'Newsletter')).toContain('reader@e2e.example');

    // The session ends while a form is being filled in.
    await openSection(page, 'Ministries');
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
    await page.context().request.post(site.url('/api/auth/logout'));
    await page.getByRole('button', { name: 'Add Ministry' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(/Your session has ended/)).toBeVisible();
    // Logging in on this page, as the administrator would (a reload would forget the draft).
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMIN.email);
    await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Ministry' })).toBeVisible();
    for (const [label, value] of Object.entries(typed)) {
      await expect(field(page, label)).toHaveValue(value);
    }

    // Cancel goes back to the Ministries tab; Logout ends the session.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expectSection(page, 'Ministries');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto(site.url('/admin/add-ministry'));
    await page.waitForURL('**/login');
  });

  test(
    'Today counts a message sent from the contact form within a minute, and opens the messages it counted',
    { tag: '@phone-only' },
    async ({ site, page, newPage }) => {
      test.setTimeout(120_000);
      await logInAsAdmin(page, site);
      await expectSection(page, 'Today');
      const card = page
        .getByRole('group', { name: 'Today', exact: true })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Open the messages' }) });
      const count = card.locator('p').first();
      await expect(count).toHaveText(/^\d+ messages? from the contact form$/);
      const before = Number((await count.textContent())?.split(' ')[0]);

      // A visitor writes to the office while the dashboard stays open.
      const visitor = await newPage();
      await visitor.goto(site.url('/about/contact'));
      await expectTakenOver(visitor);
      const text = `Is the hall free on Saturday? (${test.info().project.name})`;
      await visitor.getByLabel('Name', { exact: false }).first().fill('Ruth Ade');
      await visitor.getByRole('textbox', { name: /^Email/ }).fill('ruth.today@example.org');
      await visitor.getByRole('textbox', { name: /^Message/ }).fill(text);
      await visitor.getByRole('button', { name: 'Send Message' }).click();
      await expect(visitor.getByText('Message sent successfully!')).toBeVisible();

      // No reload: Today asks again in the background.
      await expect(count).toHaveText(
        new RegExp(`^${before + 1} messages? from the contact form$`),
        {
          timeout: 60_000,
        },
      );
      await card.getByRole('link', { name: 'Open the messages' }).click();
      await expectSection(page, 'Contact');
      const filter = page.getByRole('form', { name: 'Filter messages' });
      await expect(filter.getByRole('combobox', { name: 'Sent through' })).toHaveValue('form');
      await expect(row(page, text)).toBeVisible();
      await expectNoSidewaysScroll(page);
      // Back returns to Today.
      await page.goBack();
      await expectSection(page, 'Today');
    },
  );

  test(
    'fits every section and a form into 390 px, lists as cards, axe-clean in the dark theme',
    { tag: '@phone-only' },
    async ({ site, newPage, axe }) => {
      test.setTimeout(120_000);
      const page = await newPage({ colorScheme: 'dark', theme: 'dark' });
      await logInAsAdmin(page, site);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
      for (const tab of TABS) {
        await openTabAxeClean(axe, page, tab, 'dark');
        await expectNoSidewaysScroll(page);
      }
      // Each record is a card: the administrators' edit and delete buttons are in view,
      // with nothing to scroll sideways inside the list either.
      await openSection(page, 'Admins');
      const demoAdmin = row(page, DEMO_ADMIN.email);
      for (const action of ['Edit', 'Delete']) {
        const button = demoAdmin.getByRole(action === 'Edit' ? 'link' : 'button', {
          name: new RegExp(`^${action} `),
        });
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      const list = page.getByRole('region', { name: 'Admins table' });
      expect(await list.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
      await openSection(page, 'Events');
      await page.getByRole('link', { name: 'Create Event' }).click();
      await page.getByRole('button', { name: 'Create Event' }).click();
      await expect(page.getByText('Field "title" is required').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAxeClean(axe, page, 'Create Event form with errors (390 px, dark)');
    },
  );
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
