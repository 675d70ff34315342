import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { loadTranslations } from '../../../lib/i18n';
import { DailyVerseBar } from '../components/DailyVerseBar';

const VERSE = {
  verse: {
    details: {
      text: 'For God so loved the world, that he gave his only Son.',
      reference: 'John 3:16',
    },
  },
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('the daily verse in the header', () => {
  it("says 'Loading verse...' while the verse is on its way", () => {
    api = mockApi({ 'GET /api/verse/daily': 'never' });
    renderWithProviders(<DailyVerseBar />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading verse...');
  });

  it("shows the verse as 'text — reference'", async () => {
    api = mockApi({ 'GET /api/verse/daily': { status: 200, body: VERSE } });
    renderWithProviders(<DailyVerseBar />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Verse of the day: For God so loved the world, that he gave his only Son. — John 3:16',
      ),
    );
    expect(api.requests).toEqual([{ method: 'GET', url: '/api/verse/daily', body: undefined }]);
  });

  it("says 'Unable to load verse.' when the verse service fails", async () => {
    api = mockApi({
      'GET /api/verse/daily': { status: 502, body: { message: 'The verse service is down.' } },
    });
    renderWithProviders(<DailyVerseBar />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Unable to load verse.'),
    );
  });

  it("says 'Unable to load verse.' when the server cannot be reached", async () => {
    api = mockApi({ 'GET /api/verse/daily': 'network-error' });
    renderWithProviders(<DailyVerseBar />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Unable to load verse.'),
    );
  });

  it('treats an answer without a reference as a failure, not as half a verse', async () => {
    api = mockApi({
      'GET /api/verse/daily': {
        status: 200,
        body: { verse: { details: { text: 'In the beginning', reference: '' } } },
      },
    });
    renderWithProviders(<DailyVerseBar />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Unable to load verse.'),
    );
  });

  it('marks the verse as English on a Spanish page, so it is read with an English voice', async () => {
    api = mockApi({ 'GET /api/verse/daily': { status: 200, body: VERSE } });
    renderWithProviders(<DailyVerseBar />, { translations: await loadTranslations('es') });
    const verse = await screen.findByText(/For God so loved the world/);
    expect(verse).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('status')).toHaveTextContent(/^Versículo del día: /);
  });
});
