/**
 * @jest-environment node
 */
import { installWidgetLoader } from '@parish/shared-web';
import {
  mainHeading,
  mockApi,
  pageUrls,
  renderOnServer,
  serverPageData,
} from '@parish/shared-web/testing';
import pageData from '../pageData.server';
import ContentRoutes, { routes } from '../routes';

// Every page of ./routes renders on a server: no window, document, storage,
// navigator or matchMedia while its modules load or it renders
// (docs/conventions.md), from the reads ./page-data declares for it, and
// asks for nothing else (no effect runs there). /media's tabs each read
// their own list.
const PAGE_URLS = [
  ...pageUrls(routes, { course: 'theology' }),
  '/media?tab=photos',
  '/media?tab=videos',
  '/media?tab=blog',
];

function BookingWidgetStandIn() {
  return <p>Upcoming events widget</p>;
}

beforeEach(() => installWidgetLoader(async () => ({ default: BookingWidgetStandIn })));
afterEach(() => installWidgetLoader(null));

describe('the content pages on a server', () => {
  it.each(PAGE_URLS)('%s renders without the browser, from the reads it declares', async (url) => {
    const api = mockApi({ '*': { status: 200, body: [] } });
    const data = await serverPageData(pageData, url);
    const asked = api.requests.length;
    const html = await renderOnServer([{ path: '*', element: <ContentRoutes /> }], url, data);
    const heading = mainHeading(html);
    expect(heading).not.toBeNull();
    expect(heading).not.toBe('Oops! Page not found');
    expect([...data.missed]).toEqual([]);
    expect(api.requests).toHaveLength(asked);
  });

  it('declares no page for a URL its routes send to not-found, a course it does not teach included', () => {
    expect(pageData(new URL('http://server.test/no-such-page'))).toBeNull();
    expect(pageData(new URL('http://server.test/courses/astrology'))).toBeNull();
    expect(pageData(new URL('http://server.test/courses/theology'))).toEqual([]);
  });
});
