/**
 * @jest-environment node
 */
import { installWidgetLoader } from '@parish/shared-web';
import { itRendersEachPageOnServer, pageUrls } from '@parish/shared-web/testing';
import { buildOccurrence, buildWeek, WEEK_FROM } from '../../testing/scheduleWeek';
import pageData from '../pageData.server';
import ContentRoutes, { routes } from '../routes';

// Every page of ./routes renders on a server (docs/conventions.md), from the
// reads ./page-data declares for it, and asks for nothing else. /media's tabs each read
// their own list.
const PAGE_URLS = [
  ...pageUrls(routes, {
    course: 'theology',
    id: '1',
    slug: 'welcome-to-our-new-parish-website',
    kind: 'anointing',
    date: '2026-12-06',
  }),
  // A sacrament's form, and one whose address has hyphens.
  '/sacraments/baptism',
  '/sacraments/first-communion',
  '/media?tab=photos',
  '/media?tab=videos',
  '/media?tab=blog',
  // Another week than this one: its own read.
  `/mass-times?from=${WEEK_FROM}`,
  // With a link's token: the confirm page waits for the browser to confirm.
  '/newsletter/confirm?token=NK-m3eGlxsj_vp004cC9Q3Pl05nVjZ_q3oKTg2Whjlg',
  '/newsletter/unsubscribe?token=NK-m3eGlxsj_vp004cC9Q3Pl05nVjZ_q3oKTg2Whjlg',
];

function BookingWidgetStandIn() {
  return <p>Upcoming events widget</p>;
}

beforeEach(() => installWidgetLoader(async () => ({ default: BookingWidgetStandIn })));
afterEach(() => installWidgetLoader(null));

describe('the content pages on a server', () => {
  // The schedule answers some days, not a list: this week's, the one the address names, /live's.
  const week = { status: 200, body: buildWeek([buildOccurrence()]) };
  itRendersEachPageOnServer({
    urls: PAGE_URLS,
    Routes: ContentRoutes,
    pageData,
    replies: {
      'GET /api/schedule/?days=7': week,
      [`GET /api/schedule/?from=${WEEK_FROM}&days=7`]: week,
      // /live's two weeks.
      'GET /api/schedule/?days=14': week,
      // Home's link to this week's bulletin: none yet.
      'GET /api/bulletins/current/': { status: 200, body: null },
    },
  });

  it('declares no page for a URL its routes send to not-found, a course it does not teach included', () => {
    expect(pageData(new URL('http://server.test/no-such-page'))).toBeNull();
    expect(pageData(new URL('http://server.test/courses/astrology'))).toBeNull();
    expect(pageData(new URL('http://server.test/courses/theology'))).toEqual([]);
  });
});
