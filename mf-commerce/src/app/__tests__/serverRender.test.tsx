/**
 * @jest-environment node
 */
import { mainHeading, mockApi, pageUrls, renderOnServer } from '@parish/shared-web/testing';
import CommerceRoutes, { routes } from '../routes';

// Every page of ./routes renders on a server: no window, document, storage,
// navigator or matchMedia while its modules load or it renders
// (docs/conventions.md). No effect runs, so no data is asked for and data
// pages render their loading state.
const PAGE_URLS = pageUrls(routes);

describe('the commerce pages on a server', () => {
  it.each(PAGE_URLS)('%s renders without the browser', async (url) => {
    const api = mockApi({});
    const html = await renderOnServer([{ path: '*', element: <CommerceRoutes /> }], url);
    const heading = mainHeading(html);
    expect(heading).not.toBeNull();
    expect(heading).not.toBe('Oops! Page not found');
    expect(api.requests).toEqual([]);
  });
});
