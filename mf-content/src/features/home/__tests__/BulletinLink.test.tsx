import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { buildBulletin } from '@parish/shared-types/testing';
import { BulletinLink } from '../components/BulletinLink';
import { loadCatalog } from '../lib/i18n';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe("the home page's link to this week's bulletin", () => {
  it("links this week's bulletin, in English and in Spanish", async () => {
    api = mockApi({
      'GET /api/bulletins/current/': { status: 200, body: buildBulletin({ date: '2026-12-06' }) },
    });
    const { unmount } = renderWithProviders(<BulletinLink />);
    expect(
      await screen.findByRole('link', { name: "This week's bulletin: Sunday, Dec 6, 2026" }),
    ).toHaveAttribute('href', '/bulletins/2026-12-06');
    unmount();

    renderWithProviders(<BulletinLink />, {
      translations: await translationsIn('es', loadCatalog),
    });
    expect(
      await screen.findByRole('link', { name: 'El boletín de esta semana: domingo, 6 dic 2026' }),
    ).toBeVisible();
  });

  it('shows nothing when no bulletin is published yet', async () => {
    api = mockApi({ 'GET /api/bulletins/current/': { status: 200, body: null } });
    const { container } = renderWithProviders(<BulletinLink />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
