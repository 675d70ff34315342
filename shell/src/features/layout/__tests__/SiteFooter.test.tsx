import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@parish/shared-web/testing';
import { SiteFooter } from '../components/SiteFooter';

describe('the site footer', () => {
  beforeEach(() => {
    renderWithProviders(<SiteFooter />);
  });

  it('links the address, phone and e-mail', () => {
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '(555) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+15555550100',
    );
    expect(
      within(footer).getByRole('link', { name: 'office@holytrinity.example' }),
    ).toHaveAttribute('href', 'mailto:office@holytrinity.example');
    expect(
      within(footer).getByRole('link', { name: '123 Church Street, Springfield' }),
    ).toHaveAttribute('href', expect.stringContaining('maps.google.com'));
  });

  it('has the four quick links of the spec', () => {
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about'],
      ['Events', '/events'],
      ['Ministries', '/ministries'],
      ['Calendar', '/calendar'],
    ]);
  });

  it('names every social link', () => {
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'Podcast']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href');
    }
    expect(screen.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // The sermons' feed, which podcast apps subscribe to.
    expect(screen.getByRole('link', { name: 'Podcast: sermons (RSS feed)' })).toHaveAttribute(
      'href',
      '/podcast.xml',
    );
  });

  it('shows the current year, and the privacy and terms links', () => {
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Holy Trinity Ecumenical Catholic Church.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
