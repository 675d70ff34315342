import { act, screen } from '@testing-library/react';
import type { UpcomingEventsWidgetProps } from '@parish/shared-types';
import { installWidgetLoader, RemoteWidget, type WidgetLoader } from '@parish/shared-web';
import { renderWithProviders } from '@parish/shared-web/testing';

function EventsPageWithWidget() {
  return (
    <main>
      <h1>Events</h1>
      <RemoteWidget
        id="booking/widgets/UpcomingEvents"
        props={{ limit: 3 }}
        loadingFallback={<p>Loading upcoming events...</p>}
      />
      <p>Every parish event.</p>
    </main>
  );
}

function UpcomingEvents({ limit }: UpcomingEventsWidgetProps) {
  return <aside aria-label="Upcoming Events">The next {limit} events</aside>;
}

function BrokenWidget(): never {
  throw new Error('a bug in the widget');
}

/**
 * Renders the page and lets the widget's loading settle: `await act` lets
 * React retry a component that suspended on it (as a browser does by itself).
 */
async function setup(loader: WidgetLoader | null) {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  // React reports errors caught by a boundary too.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  installWidgetLoader(loader);
  await act(async () => {
    renderWithProviders(<EventsPageWithWidget />);
  });
  return { warn };
}

/** The host page is all there, and nothing of the widget. */
function expectPageWithoutWidget() {
  expect(screen.queryByText('Loading upcoming events...')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
  expect(screen.getByText('Every parish event.')).toBeInTheDocument();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
}

describe('a widget from another remote', () => {
  it('says it is loading while its remote answers', async () => {
    await setup(() => new Promise(() => {}));
    expect(screen.getByText('Loading upcoming events...')).toBeInTheDocument();
    expect(screen.getByText('Every parish event.')).toBeInTheDocument();
  });

  it('shows once its remote has delivered it, with the props the host gave', async () => {
    await setup(async () => ({ default: UpcomingEvents }));
    expect(screen.getByRole('complementary', { name: 'Upcoming Events' })).toHaveTextContent(
      'The next 3 events',
    );
  });

  it('shows nothing when its remote is down, and says why in the console', async () => {
    const { warn } = await setup(() => Promise.reject(new Error('booking remote is down')));
    expectPageWithoutWidget();
    expect(warn).toHaveBeenCalledWith(
      '[widget] booking/widgets/UpcomingEvents is not shown',
      expect.objectContaining({ message: 'booking remote is down' }),
      expect.anything(),
    );
  });

  it('shows nothing when the widget itself throws', async () => {
    await setup(async () => ({ default: BrokenWidget }));
    expectPageWithoutWidget();
  });

  it('shows nothing on a page with no widget loader (a remote running alone)', async () => {
    await setup(null);
    expectPageWithoutWidget();
  });

  it('tries its remote again on the next visit after a failure', async () => {
    const loader = jest
      .fn<ReturnType<WidgetLoader>, Parameters<WidgetLoader>>()
      .mockRejectedValueOnce(new Error('blip'))
      .mockResolvedValue({ default: UpcomingEvents });
    await setup(loader);
    expectPageWithoutWidget();

    await act(async () => {
      renderWithProviders(<EventsPageWithWidget />);
    });
    expect(screen.getByRole('complementary', { name: 'Upcoming Events' })).toBeVisible();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
