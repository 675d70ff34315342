import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parish/shared-web/testing';
import { DesktopNavigation } from '../components/DesktopNavigation';

function renderAt(path: string) {
  return renderWithProviders(<DesktopNavigation />, { route: path });
}

describe('the desktop navigation', () => {
  it('lists the six top-level entries of the spec', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'About Us' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ministries' })).toHaveAttribute(
      'href',
      '/ministries',
    );
    expect(within(nav).getByRole('button', { name: 'Events' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Courses' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Giving' })).toHaveAttribute('href', '/giving');
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/calendar',
    );
  });

  it('marks the current page, by prefix, and no other', () => {
    renderAt('/giving');
    expect(screen.getByRole('link', { name: 'Giving' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Calendar' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Ministries' })).not.toHaveAttribute('aria-current');
  });

  it('highlights a menu whose child is the current page', () => {
    renderAt('/about/staff-directory');
    // Bold and underlined, as the current page's own link is.
    expect(screen.getByRole('button', { name: 'About Us' })).toHaveStyle({
      fontWeight: '700',
      borderColor: 'currentColor',
    });
    expect(screen.getByRole('button', { name: 'Events' })).toHaveStyle({
      fontWeight: '500',
      borderColor: 'transparent',
    });
  });

  it('opens a menu of links with a description each, the current one marked', async () => {
    const user = userEvent.setup();
    renderAt('/about/new');
    await user.click(screen.getByRole('button', { name: 'About Us' }));
    const menu = screen.getByRole('menu', { name: 'About Us' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/about',
      '/about/new',
      '/about/contact',
      '/about/staff-directory',
    ]);
    expect(items[1]).toHaveTextContent("I'm New");
    expect(items[1]).toHaveTextContent('What to expect on your first visit.');
    expect(items[1]).toHaveAttribute('aria-current', 'page');
    // The menu's own page is listed too, but is not current on a child page.
    expect(items[0]).toHaveTextContent('About Us');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });

  it('follows a menu link and closes the menu', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Events' }));
    await user.click(screen.getByRole('menuitem', { name: /Book Event Tickets/ }));
    expect(router.state.location.pathname).toBe('/event/tickets');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const courses = screen.getByRole('button', { name: 'Courses' });
    act(() => courses.focus());
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Courses' });
    expect(courses).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: /Courses List/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: /Application form/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(courses).toHaveFocus();
    expect(courses).toHaveAttribute('aria-expanded', 'false');
  });
});
