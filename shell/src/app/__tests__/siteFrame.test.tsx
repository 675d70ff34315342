import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { REMOTE_NAMES, type RemoteRoutesModule } from '@parish/shared-types';
import { useSessionStore } from '@parish/shared-web';
import { mockApi } from '@parish/shared-web/testing';
import type * as LoginPageModule from '../../features/auth/components/LoginPage';
import type * as FederationMock from '../../testing/federationMock';
import { heldRemote, renderSite, serveRemotes } from '../../testing/site';

jest.mock('../../features/remotes/lib/federation', () =>
  jest.requireActual<typeof FederationMock>('../../testing/federationMock').federationMock(),
);
jest.mock('../../lib/dailyVerse', () => ({
  fetchDailyVerse: () => new Promise(() => {}),
}));
// The login page crashes while rendering when a test asks it to.
const mockLoginPage = { crash: false };
jest.mock('../../features/auth/components/LoginPage', () => {
  const { LoginPage } = jest.requireActual<typeof LoginPageModule>(
    '../../features/auth/components/LoginPage',
  );
  return {
    LoginPage: () => {
      if (mockLoginPage.crash) throw new Error('a bug in the login page');
      return <LoginPage />;
    },
  };
});

/** Every remote answers with one page whose heading names the path it shows. */
function PathHeading() {
  const { pathname } = useLocation();
  return <h1>Page at {pathname}</h1>;
}
const REMOTE_PAGES: RemoteRoutesModule = { default: PathHeading };

/** Every remote at once, or all but commerce, whose answer the test releases. */
function serveEveryRemote({ holdCommerce = false } = {}) {
  const commerce = heldRemote(REMOTE_PAGES);
  serveRemotes(
    Object.fromEntries(
      REMOTE_NAMES.map((remote) => [
        remote,
        remote === 'commerce' && holdCommerce ? commerce.serve : async () => REMOTE_PAGES,
      ]),
    ),
  );
  return commerce;
}

/** Follows the Giving link from /events while the commerce remote is still loading. */
async function followGivingWhileItLoads() {
  const commerce = serveEveryRemote({ holdCommerce: true });
  await renderSite('/events');
  await screen.findByRole('heading', { name: 'Page at /events' });
  const user = userEvent.setup();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await act(async () => user.click(within(nav).getByRole('link', { name: 'Giving' })));
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  return commerce;
}

function expectSiteFrame() {
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Shop' })).toBeVisible();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
}

beforeAll(() => {
  // ScrollRestoration scrolls on navigation; jsdom does not implement it.
  window.scrollTo = jest.fn();
});

beforeEach(() => {
  mockLoginPage.crash = false;
  useSessionStore.setState({ status: 'unknown', admin: null });
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  serveEveryRemote();
});

describe('the frame of every page', () => {
  it('has the daily verse in the header and the newsletter box in the footer', async () => {
    await renderSite('/events');
    expect(within(screen.getByRole('banner')).getByText('Loading verse...')).toBeInTheDocument();
    const newsletter = within(screen.getByRole('contentinfo')).getByRole('region', {
      name: 'Newsletter',
    });
    expect(within(newsletter).getByPlaceholderText('Your email')).toBeInTheDocument();
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(await screen.findByRole('complementary', { name: 'Chat assistant' })).toBeVisible();
  });

  it('keeps the header on the back-office, but not the verse, the footer or the chat', async () => {
    serveEveryRemote();
    useSessionStore.setState({
      status: 'authenticated',
      admin: { id: 1, email: 'office@holytrinity.example', name: 'Office', roles: ['owner'] },
    });
    await renderSite('/admin');
    await screen.findByRole('heading', { name: 'Page at /admin' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText('Loading verse...')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Chat assistant' })).not.toBeInTheDocument();
  });
});

describe('the not-found page', () => {
  it("says 'Oops! Page not found' inside the layout, with a link home", async () => {
    const router = await renderSite('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expectSiteFrame();

    const user = userEvent.setup();
    await act(async () => user.click(screen.getByRole('link', { name: 'Go back home' })));
    expect(await screen.findByRole('heading', { name: 'Page at /' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the application error page', () => {
  it("shows 'Unexpected Application Error!' inside the layout when a page crashes", async () => {
    mockLoginPage.crash = true;
    await renderSite('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expectSiteFrame();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('leads back to the page the visitor came from, and the site works again', async () => {
    mockLoginPage.crash = true;
    const router = await renderSite('/events');
    await screen.findByRole('heading', { name: 'Page at /events' });
    await act(async () => router.navigate('/login'));
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    // jsdom's history is not the memory router's: say where "back" would go.
    jest.spyOn(window.history, 'state', 'get').mockReturnValue({ idx: 1 });
    await act(async () => router.navigate('/login', { replace: true }));

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Page at /events' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});

describe('admin pages', () => {
  it("send to /login when the server has no session, whatever the 'isAdmin' hint says", async () => {
    localStorage.setItem('isAdmin', 'true');
    const api = mockApi({
      'GET /api/auth/session': {
        status: 401,
        body: { message: 'Please log in as an administrator.' },
      },
    });
    const router = await renderSite('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('isAdmin')).toBeNull();
    api.restore();
  });
});

describe('focus on navigation', () => {
  it('stays put on the first page load', async () => {
    await renderSite('/events');
    await screen.findByRole('heading', { name: 'Page at /events' });
    expect(document.body).toHaveFocus();
  });

  it("moves to the new page's main heading after following a link", async () => {
    await renderSite('/events');
    await screen.findByRole('heading', { name: 'Page at /events' });
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await act(async () => user.click(within(nav).getByRole('link', { name: 'Calendar' })));
    const heading = await screen.findByRole('heading', { name: 'Page at /calendar' });
    expect(heading).toHaveFocus();
  });

  it('waits for a page whose heading arrives later', async () => {
    const commerce = await followGivingWhileItLoads();
    await act(async () => commerce.release());
    expect(await screen.findByRole('heading', { name: 'Page at /giving' })).toHaveFocus();
  });

  it('leaves focus where the visitor moved it while the page was loading', async () => {
    const commerce = await followGivingWhileItLoads();
    const shop = screen.getByRole('link', { name: 'Shop' });
    act(() => shop.focus());
    await act(async () => commerce.release());
    expect(await screen.findByRole('heading', { name: 'Page at /giving' })).not.toHaveFocus();
    expect(shop).toHaveFocus();
  });

  it('lets the skip link take keyboard users to the main content', async () => {
    await renderSite('/events');
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
