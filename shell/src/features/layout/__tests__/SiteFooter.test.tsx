import { screen, within } from '@testing-library/react';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { SiteFooter } from '../components/SiteFooter';

describe('the site footer', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = mockApi({ 'GET /api/parish/': { status: 200, body: PARISH_DETAILS_DEFAULTS } });
    renderWithProviders(<SiteFooter />);
  });
  afterEach(() => api.restore());

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
    ).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
  });

  it('has the four quick links of the spec, the Mass times and the sacraments', () => {
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about'],
      ['Mass times', '/mass-times'],
      ['Sacraments', '/sacraments'],
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

  it('shows the details the office keeps: contact, hours and its social networks', async () => {
    api.restore();
    api = mockApi({
      'GET /api/parish/': {
        status: 200,
        body: {
          ...PARISH_DETAILS_DEFAULTS,
          contact: {
            ...PARISH_DETAILS_DEFAULTS.contact,
            phone: '(555) 555-0199',
            office_hours: 'Tuesday to Friday, 10:00 AM to 2:00 PM',
          },
          social_links: [{ network: 'Mastodon', url: 'https://social.example/@holytrinity' }],
        },
      },
    });
    renderWithProviders(<SiteFooter />);
    const footers = await screen.findAllByRole('contentinfo');
    const footer = footers.at(-1) as HTMLElement;
    expect(await within(footer).findByRole('link', { name: '(555) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+15555550199',
    );
    expect(
      within(footer).getByText('Parish office: Tuesday to Friday, 10:00 AM to 2:00 PM'),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'Mastodon (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://social.example/@holytrinity');
    expect(within(footer).queryByRole('link', { name: /^Facebook/ })).not.toBeInTheDocument();
  });
});
