import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parish/shared-web/testing';
import { MobileNavigation } from '../components/MobileNavigation';

async function openSheet(path = '/') {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<MobileNavigation />, { route: path });
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const sheet = screen.getByRole('dialog', { name: 'Menu' });
  return { ...rendered, user, sheet };
}

describe('the mobile menu sheet', () => {
  it('opens from the menu button with every entry of the main menu', async () => {
    const { sheet } = await openSheet();
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    for (const title of ['About Us', 'Events', 'Courses']) {
      expect(within(nav).getByRole('button', { name: title })).toBeInTheDocument();
    }
    for (const title of ['Ministries', 'Giving', 'Calendar']) {
      expect(within(nav).getByRole('link', { name: title })).toBeInTheDocument();
    }
    // The page behind the open sheet is hidden from assistive technology.
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('expands a section of the accordion to show its links with descriptions', async () => {
    const { sheet, user } = await openSheet();
    const courses = within(sheet).getByRole('button', { name: 'Courses' });
    expect(courses).toHaveAttribute('aria-expanded', 'false');
    await user.click(courses);
    expect(courses).toHaveAttribute('aria-expanded', 'true');
    const application = within(sheet).getByRole('link', { name: /Application form/ });
    expect(application).toHaveAttribute('href', '/application');
    expect(application).toHaveTextContent('Register for a course.');
  });

  it('opens the section of the current page and marks the page', async () => {
    const { sheet } = await openSheet('/about/contact');
    expect(within(sheet).getByRole('button', { name: 'About Us' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(sheet).getByRole('link', { name: /Contact Us/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("opens on the current page's section every time, whatever was left open before", async () => {
    const { sheet, user } = await openSheet('/about/contact');
    await user.click(within(sheet).getByRole('button', { name: 'About Us' }));
    await user.click(within(sheet).getByRole('button', { name: 'Courses' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const reopened = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(reopened).getByRole('button', { name: 'About Us' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(reopened).getByRole('button', { name: 'Courses' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes when a link is tapped and goes to its page', async () => {
    const { sheet, user, router } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: 'Events' }));
    await user.click(within(sheet).getByRole('link', { name: /All Events/ }));
    expect(router.state.location.pathname).toBe('/events');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("has a 'Give Now' button to /giving that closes the sheet", async () => {
    const { sheet, user, router } = await openSheet();
    await user.click(within(sheet).getByRole('link', { name: 'Give Now' }));
    expect(router.state.location.pathname).toBe('/giving');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with Escape and gives focus back to the menu button', async () => {
    const { user } = await openSheet();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
