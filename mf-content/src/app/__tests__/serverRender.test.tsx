/**
 * @jest-environment node
 */
import { installWidgetLoader } from '@parish/shared-web';
import { mainHeading, mockApi, pageUrls, renderOnServer } from '@parish/shared-web/testing';
import ContentRoutes, { routes } from '../routes';

// Every page of ./routes renders on a server: no window, document, storage,
// navigator or matchMedia while its modules load or it renders
// (docs/conventions.md). No effect runs, so no data is asked for and data
// pages render their loading state.
const PAGE_URLS = pageUrls(routes, { course: 'theology' });

function BookingWidgetStandIn() {
  return <p>Upcoming events widget</p>;
}

beforeEach(() => installWidgetLoader(async () => ({ default: BookingWidgetStandIn })));
afterEach(() => installWidgetLoader(null));

describe('the content pages on a server', () => {
  it.each(PAGE_URLS)('%s renders without the browser', async (url) => {
    const api = mockApi({});
    const html = await renderOnServer([{ path: '*', element: <ContentRoutes /> }], url);
    const heading = mainHeading(html);
    expect(heading).not.toBeNull();
    expect(heading).not.toBe('Oops! Page not found');
    expect(api.requests).toEqual([]);
  });
});
