/**
 * Issue 26, end to end on one stack: a weekly event made in the dashboard
 * shows on the calendar every week and repeats in the calendar feed, and a
 * ticket books one of its dates; a published blog post has its own page
 * (Open Graph tags) and is in the sitemap, a draft is neither; a sermon
 * added in the dashboard with an MP3 is on /media and in the podcast feed
 * with its length, and its recording seeks (206).
 */
import type { Booking, ParishEvent } from '@parish/shared-types';
import { isoDaysFromToday } from '@parish/shared-types/testing';
import type { Locator, Page } from '@playwright/test';
import { apiFor } from '../support/api';
import { dayCell, showMonthOf } from '../support/calendar';
import { expect, test } from '../support/fixtures';

/** A form field by its label (a required one's label ends with an asterisk screen readers skip). */
function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

const notice = (page: Page, text: string) =>
  expect(page.locator('.MuiSnackbar-root').getByText(text)).toBeVisible();

/** The first day from three weeks on that is a Wednesday: no demo Sunday Mass on it. */
function firstWednesday(): string {
  let days = 21;
  while (new Date(`${isoDaysFromToday(days)}T00:00:00Z`).getUTCDay() !== 3) days += 1;
  return isoDaysFromToday(days);
}

const weeksFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, week) => {
    const day = new Date(`${first}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 7 * week);
    return day.toISOString().slice(0, 10);
  });

/**
 * `seconds` of silence as an MP3 (MPEG-1 Layer III, 32 kbit/s, 32 kHz,
 * mono: 144-byte frames whose side information is all zero).
 */
function silentMp3(seconds: number): Buffer {
  const frame = Buffer.alloc(144);
  frame.set([0xff, 0xfb, 0x18, 0xc4]);
  const frames = Math.ceil((seconds * 32_000) / 1152);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

test.describe('repeating events, blog pages and sermons', () => {
  test('a weekly event made in the dashboard: a dot each week for 8 weeks, RRULE in the feed, one date booked', async ({
    page,
    site,
    adminPage: admin,
  }) => {
    test.setTimeout(180_000);
    await admin.goto(site.url('/admin/new-event'));
    await expect(admin.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
    const first = firstWednesday();
    const weeks = weeksFrom(first, 8);
    for (const [label, value] of Object.entries({
      Title: 'E2E Wednesday Vespers',
      Description: 'Evening prayer, sung.',
      Date: first,
      Time: '18:30',
      Location: 'Lady Chapel',
      Price: '0',
      'Maximum attendees': '20',
      'Image URL': '/api/static/seed/food-drive.svg',
      'Number of times': '8',
    })) {
      if (label === 'Number of times') {
        await field(admin, 'Repeats').selectOption({
          label: 'Every week, on the same weekday',
        });
      }
      await field(admin, label).fill(value);
    }
    await admin.getByRole('button', { name: 'Create Event' }).click();
    await notice(admin, 'Event Created');

    const series = (await apiFor(site).events.listSeries()).find(
      (event: ParishEvent) => event.title === 'E2E Wednesday Vespers',
    );
    expect(series?.recurrence).toMatchObject({ repeat: 'weekly', count: 8 });

    // The calendar feed repeats it once, with its rule.
    const feed = (await (await fetch(`${site.stack.urls.api}/api/events.ics`)).text()).replace(
      /\r\n /g,
      '',
    );
    const block = feed.split('BEGIN:VEVENT').find((text) => text.includes('E2E Wednesday Vespers'));
    expect(block).toMatch(/\r\nRRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=8\r\n/);

    // A dot on each of the 8 Wednesdays, and the event in each day's list.
    await page.goto(site.url('/calendar'));
    await expect(page.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeVisible();
    const cell = (date: string) => dayCell(page, date);
    for (const date of weeks) {
      await showMonthOf(page, date);
      await expect(cell(date).locator('[data-dots]')).toHaveAttribute('data-dots', '1');
      await cell(date).click();
      await expect(
        page.getByRole('link', { name: 'View Event Details: E2E Wednesday Vespers' }),
      ).toBeVisible();
    }
    const after = new Date(`${weeks[7]}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 7);
    const ninth = after.toISOString().slice(0, 10);
    await showMonthOf(page, ninth);
    await expect(cell(ninth).locator('[data-dots]')).toHaveCount(0);

    // A ticket books the third Wednesday, and names it.
    const third = weeks[2] ?? '';
    await page.goto(site.url(`/event/tickets?eventId=${series?.id}&date=${third}`));
    const choice = page.getByRole('combobox', { name: /Event/ });
    await expect(choice).toBeVisible();
    await expect(choice).toHaveValue(`${series?.id}-${third}`);
    await page.getByRole('textbox', { name: /Number of tickets/ }).fill('1');
    const ticket = page.getByRole('group', { name: 'Ticket #1' });
    await ticket.getByRole('textbox', { name: /Name/ }).fill('Esther Vance');
    await ticket.getByRole('textbox', { name: /Email/ }).fill('esther.vance@example.org');
    await ticket.getByRole('textbox', { name: /Phone/ }).fill('555-0142');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL(/\/booking-success\?/);
    const bookingId = new URL(page.url()).searchParams.get('bookingId') ?? '';
    const booking: Booking = await apiFor(site).bookings.get(bookingId);
    expect(booking).toMatchObject({ occurrence: third, event_date: third });
    const shownDate = new Date(`${third}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(page.getByText(shownDate).first()).toBeVisible();
    const taken = (await apiFor(site).events.list())
      .filter((event: ParishEvent) => event.id === series?.id)
      .map((event: ParishEvent) => event.registered_attendees);
    expect(taken).toEqual([0, 0, 1, 0, 0, 0, 0, 0]);
  });

  test('a published post has its own page with Open Graph tags and is in the sitemap; a draft is not', async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    const office = apiFor(site, { asAdmin: true });
    const published = await office.blogs.create({
      title: 'E2E Harvest Thanks',
      content: 'We gave **thanks** for the harvest.',
      slug: 'e2e-harvest-thanks',
      status: 'published',
      author: 'Deacon Ruth',
    });
    await office.blogs.create({
      title: 'E2E Lent Plans',
      content: 'Not ready yet.',
      slug: 'e2e-lent-plans',
      status: 'draft',
      author: 'Deacon Ruth',
    });

    const html = await (await fetch(site.url('/media/blog/e2e-harvest-thanks'))).text();
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toMatch(/<meta property="og:title" content="E2E Harvest Thanks[^"]*"/);
    expect(html).toContain(
      `<meta property="article:published_time" content="${published.published_at}"`,
    );
    expect(html).toContain('<meta property="article:author" content="Deacon Ruth"');
    await page.goto(site.url('/media/blog/e2e-harvest-thanks'));
    await expect(page.getByRole('heading', { level: 1, name: 'E2E Harvest Thanks' })).toBeVisible();
    await expect(page.getByText('Deacon Ruth').first()).toBeVisible();
    await expect(page.locator('main strong').filter({ hasText: 'thanks' })).toHaveCount(1);

    const sitemap = await (await fetch(site.url('/sitemap.xml'))).text();
    expect(sitemap).toContain('/media/blog/e2e-harvest-thanks</loc>');
    expect(sitemap).not.toContain('e2e-lent-plans');
    const draft = await fetch(site.url('/media/blog/e2e-lent-plans'));
    expect(await draft.text()).not.toContain('Not ready yet.');
  });

  test('a sermon added in the dashboard with an MP3: on /media, in /podcast.xml with its length, and it seeks', async ({
    page,
    site,
    adminPage: admin,
  }) => {
    test.setTimeout(120_000);
    await admin.goto(site.url('/admin/add-sermon'));
    await expect(admin.getByRole('heading', { level: 1, name: 'Add Sermon' })).toBeVisible();
    const mp3 = silentMp3(3);
    for (const [label, value] of Object.entries({
      Title: 'E2E The Good Shepherd',
      Preacher: 'Fr. Tomas Reyes',
      Date: isoDaysFromToday(-1),
      Scripture: 'John 10:11–18',
      Description: 'On the shepherd who knows his sheep.',
    })) {
      await field(admin, label).fill(value);
    }
    await field(admin, 'Recording (MP3 or M4A)').setInputFiles({
      name: 'good-shepherd.mp3',
      mimeType: 'audio/mpeg',
      buffer: mp3,
    });
    await admin.getByRole('button', { name: 'Add Sermon' }).click();
    await notice(admin, 'Success: the sermon was added.');
    await page.goto(site.url('/media'));
    await page.getByRole('tab', { name: 'Sermons' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Sermons' }).getByText('E2E The Good Shepherd'),
    ).toBeVisible();

    const feed = await (await fetch(site.url('/podcast.xml'))).text();
    const item = feed.split('<item>').find((text) => text.includes('E2E The Good Shepherd')) ?? '';
    const enclosure = /<enclosure url="([^"]+)" length="(\d+)" type="([^"]+)"\/>/.exec(item);
    expect(enclosure?.[2]).toBe(String(mp3.length));
    expect(enclosure?.[3]).toBe('audio/mpeg');

    const audioPath = new URL(enclosure?.[1] ?? '').pathname;
    const ranged = await fetch(`${site.stack.urls.api}${audioPath}`, {
      headers: { Range: 'bytes=144-287' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 144-287/${mp3.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(mp3.subarray(144, 288));
  });
});
