/**
 * @jest-environment node
 */
import { createMemoryRouter } from 'react-router-dom';
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

describe('the shell on a server', () => {
  it.each([...sitemapPaths(), '/login', '/admin', '/nowhere'])(
    '%s renders the layout without the browser',
    async (url) => {
      const api = mockApi({});
      const router = createMemoryRouter(routes, { initialEntries: [url] });
      const html = await renderToHtml(<App router={router} />, url);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
      // The page's heading, or (admin pages, until the session is checked
      // in the browser) a loading status.
      expect(mainHeading(html) ?? /role="status"[^>]*>/.exec(html)?.[0]).toBeTruthy();
      expect(api.requests).toEqual([]);
    },
  );
});
