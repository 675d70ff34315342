import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildFund, seededFunds } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import GivingPage from '../GivingPage';

let api: ReturnType<typeof mockApi> | undefined;
/** The funds that take gifts today, as `GET /api/funds/` answers. */
function fundsAre(funds = seededFunds()) {
  api = mockApi({ 'GET /api/funds/': { status: 200, body: funds } });
}
beforeEach(() => fundsAre());
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
});

describe('the giving page', () => {
  it('is titled Giving, with the tabs Online, Recurring and Other Ways, Online first', async () => {
    renderWithProviders(<GivingPage />, { route: '/giving' });
    expect(screen.getByRole('heading', { level: 1, name: 'Giving' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Ways to give' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Online', 'Recurring', 'Other Ways']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const online = screen.getByRole('tabpanel', { name: 'Online' });
    expect(within(online).getByRole('heading', { name: 'One-Time Gift' })).toBeVisible();
    expect(within(online).getByRole('heading', { name: 'Designated Gift' })).toBeVisible();
    // The spec's six funds (the seed of the funds the office keeps), on the Designated Gift card.
    const funds = within(online).getByRole('group', { name: 'Choose where your gift goes' });
    expect(
      (await within(funds).findAllByRole('button')).map((button) => button.firstChild?.textContent),
    ).toEqual([
      'Building Fund',
      'Missions',
      'Youth Ministry',
      'Community Outreach',
      'Worship Ministry',
      'General Fund',
    ]);
    await screen.findByRole('tablist');
    expect(document.title).toMatch(/^Giving · /);
  });

  it('lists the funds the office keeps in their order, with each goal’s progress', async () => {
    api?.restore();
    const seeded = seededFunds();
    fundsAre([
      ...seeded.slice(0, 1),
      buildFund({
        key: 'christmas-flowers',
        name: 'Christmas Flowers',
        name_es: 'Flores de Navidad',
        description: 'Flowers for the church at Christmas',
        goal_cents: 500000,
        raised_cents: 125050,
      }),
      ...seeded.slice(1),
    ]);
    renderWithProviders(<GivingPage />, { route: '/giving' });
    const goals = await screen.findByRole('region', { name: 'Fund goals' });
    const bar = within(goals).getByRole('progressbar', { name: 'Christmas Flowers' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '$1250.50 of $5000.00');
    expect(goals).toHaveTextContent('$1250.50 of $5000.00');
    // Only a fund with a goal shows one.
    expect(within(goals).getAllByRole('progressbar')).toHaveLength(1);

    const online = screen.getByRole('tabpanel', { name: 'Online' });
    const funds = within(online).getByRole('group', { name: 'Choose where your gift goes' });
    const names = within(funds)
      .getAllByRole('button')
      .map((button) => button.firstChild?.textContent);
    expect(names.slice(0, 3)).toEqual(['Building Fund', 'Christmas Flowers', 'Missions']);
    expect(within(funds).getByRole('button', { name: /^Christmas Flowers/ })).toHaveTextContent(
      'Flowers for the church at Christmas',
    );
  });

  it('says so when the funds cannot be loaded, with a retry', async () => {
    api?.restore();
    api = mockApi({ 'GET /api/funds/': { status: 503, body: { message: 'Down' } } });
    renderWithProviders(<GivingPage />, { route: '/giving' });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Fund goals' })).not.toBeInTheDocument();
  });

  it('lists the other ways to give, each linking to the contact page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<GivingPage />, { route: '/giving' });
    await user.click(screen.getByRole('tab', { name: 'Other Ways' }));
    expect(router.state.location.search).toBe('?tab=other');
    const panel = screen.getByRole('tabpanel', { name: 'Other Ways' });
    for (const way of ['Mail a Check', 'In-Person Giving', 'Planned Giving']) {
      const section = within(panel).getByRole('region', { name: way });
      expect(within(section).getByRole('link')).toHaveAttribute('href', '/about/contact');
    }
  });

  it('keeps what was chosen in one tab while the giver looks at another', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GivingPage />, { route: '/giving' });
    await user.click(screen.getByRole('button', { name: '$100' }));
    await user.click(screen.getByRole('tab', { name: 'Recurring' }));
    await user.click(screen.getByRole('tab', { name: 'Online' }));
    const online = within(screen.getByRole('tabpanel', { name: 'Online' }));
    expect(online.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
    expect(online.getByRole('button', { name: 'Donate Now' })).toBeEnabled();
  });

  it('brings a cancelled recurring checkout back to the Recurring tab, saying nothing was charged', async () => {
    renderWithProviders(<GivingPage />, { route: '/giving?checkout=cancelled&tab=recurring' });
    expect(screen.getByRole('tab', { name: 'Recurring' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText(
        'Your gift was cancelled and nothing was charged. Your choices are still here if you would like to try again.',
      ),
    ).toBeVisible();
  });
});
