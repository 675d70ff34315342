import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parish/shared-web/testing';
import GivingPage from '../GivingPage';

afterEach(() => sessionStorage.clear());

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
    // The spec's six funds, on the Designated Gift card.
    const funds = within(online).getByRole('group', { name: 'Choose where your gift goes' });
    expect(
      within(funds)
        .getAllByRole('button')
        .map((button) => button.firstChild?.textContent),
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
