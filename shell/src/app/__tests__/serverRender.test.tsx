/**
 * @jest-environment node
 */
import { createMemoryRouter } from 'react-router';
import { REMOTE_NAMES, sitemapPaths, type RemoteRoutesModule } from '@parish/shared-types';
import { mainHeading, mockApi, renderToHtml } from '@parish/shared-web/testing';
import type * as FederationMock from '../../testing/federationMock';
import { serveRemotes } from '../../testing/site';
import { App } from '../App';
import { routes } from '../router';

jest.mock('../../features/remotes/lib/federation', () =>
  jest.requireActual<typeof FederationMock>('../../testing/federationMock').federationMock(),
);

// The shell's whole page (providers, layout, chat, the remote's slot)
// renders on a server: no window, document, storage, navigator or
// matchMedia while its modules load or it renders (docs/conventions.md).
// Each remote's own pages are proved in that remote's serverRender test.
function RemoteStandIn() {
  return <h1>A remote page</h1>;
}
const STAND_IN: RemoteRoutesModule = { default: RemoteStandIn };

beforeEach(() => {
  serveRemotes(Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, async () => STAND_IN])));
});

/** Each URL and what its HTML must hold: the page's heading, or a loading status. */
const PAGES: Array<[url: string, shows: string | RegExp]> = [
  ...sitemapPaths().map((url): [string, string] => [url, 'A remote page']),
  ['/login', 'Admin Login'],
  ['/nowhere', 'Oops! Page not found'],
  // Admin pages wait for the browser to check the session.
  ['/admin', /role="status"/],
];

describe('the shell on a server', () => {
  it.each(PAGES)('%s renders the layout and the page without the browser', async (url, shows) => {
    const api = mockApi({});
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    const html = await renderToHtml(<App router={router} />, url);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    if (typeof shows === 'string') expect(mainHeading(html)).toBe(shows);
    else expect(html).toMatch(shows);
    expect(api.requests).toEqual([]);
  });
});
