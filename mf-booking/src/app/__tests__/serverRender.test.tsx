/**
 * @jest-environment node
 */
import {
  mainHeading,
  mockApi,
  pageUrls,
  renderOnServer,
  serverPageData,
} from '@parish/shared-web/testing';
import UpcomingEventsWidget from '../../features/upcoming-events/components/UpcomingEventsWidget';
import pageData from '../pageData.server';
import BookingRoutes, { routes } from '../routes';

// Every page of ./routes renders on a server: no window, document, storage,
// navigator or matchMedia while its modules load or it renders
// (docs/conventions.md), from the reads ./page-data declares for it, and
// asks for nothing else (no effect runs there).
const PAGE_URLS = pageUrls(routes);

describe('the booking pages on a server', () => {
  it.each(PAGE_URLS)('%s renders without the browser, from the reads it declares', async (url) => {
    const api = mockApi({ '*': { status: 200, body: [] } });
    const data = await serverPageData(pageData, url);
    const asked = api.requests.length;
    const html = await renderOnServer([{ path: '*', element: <BookingRoutes /> }], url, data);
    const heading = mainHeading(html);
    expect(heading).not.toBeNull();
    expect(heading).not.toBe('Oops! Page not found');
    expect([...data.missed]).toEqual([]);
    expect(api.requests).toHaveLength(asked);
  });

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
