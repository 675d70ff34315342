/**
 * @jest-environment node
 */
import {
  itRendersEachPageOnServer,
  mockApi,
  pageUrls,
  renderOnServer,
} from '@parish/shared-web/testing';
import UpcomingEventsWidget from '../../features/upcoming-events/components/UpcomingEventsWidget';
import pageData from '../pageData.server';
import BookingRoutes, { routes } from '../routes';

// Every page of ./routes renders on a server (docs/conventions.md), from the
// reads ./page-data declares for it, and asks for nothing else.
const PAGE_URLS = pageUrls(routes);

describe('the booking pages on a server', () => {
  itRendersEachPageOnServer({ urls: PAGE_URLS, Routes: BookingRoutes, pageData });

  it('declares no page for a URL its routes send to not-found', () => {
    expect(pageData(new URL('http://server.test/event/nothing-here'))).toBeNull();
  });

  // Exposed as ./widgets/UpcomingEvents for other remotes' pages.
  it('the Upcoming Events widget renders without the browser', async () => {
    const api = mockApi({});
    const html = await renderOnServer([{ path: '*', element: <UpcomingEventsWidget /> }], '/');
    expect(html).toContain('Upcoming Events');
    expect(html).toContain('Loading events...');
    expect(api.requests).toEqual([]);
  });
});
