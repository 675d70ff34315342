import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parish/shared-web/testing';
import { ReleaseOverrideConfirm } from '../components/ReleaseOverrideConfirm';
import { loadTranslations } from '../../../lib/i18n';
import { RELEASE_OVERRIDE_HINT_KEY } from '../lib/releaseOverride';
import { reloadPage } from '../lib/reloadPage';

jest.mock('../lib/reloadPage', () => ({ reloadPage: jest.fn() }));

const RELEASE = '1.1.0-20261201.090000-def5678';
const OVERRIDE = { remote: 'booking', release: RELEASE, expiresAt: '2099-01-01T00:00:00Z' };
const originalFetch = global.fetch;
let fetchMock: jest.Mock;

function answer(status: number, body?: unknown) {
  return { ok: status < 300, status, json: async () => body };
}

async function openWithOverrideLink() {
  window.history.replaceState(null, '', `/events?release-override=booking@${RELEASE}`);
  await act(async () => {
    renderWithProviders(<ReleaseOverrideConfirm />);
  });
  return screen.findByRole('dialog', { name: 'Try another release in this browser?' });
}

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  localStorage.clear();
  jest.mocked(reloadPage).mockClear();
});
afterEach(() => {
  global.fetch = originalFetch;
  window.history.replaceState(null, '', '/');
});

describe('an override link opened by an administrator', () => {
  it('switches nothing until they confirm, saying which release and for how long', async () => {
    const dialog = await openWithOverrideLink();
    expect(dialog).toHaveAccessibleDescription(
      `The link you opened asks this browser to load booking release ${RELEASE} instead of the one visitors get, for 4 hours. Only go on if you asked for this release yourself.`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    // Keeping the deployed release is where the keyboard starts.
    expect(screen.getByRole('button', { name: 'Keep the deployed release' })).toHaveFocus();
  });

  it('keeps the deployed release with Escape, asking the API nothing', async () => {
    const user = userEvent.setup();
    await openWithOverrideLink();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('signs the override and loads the page again when they choose Try this release by keyboard', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(200, OVERRIDE));
    await openWithOverrideLink();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try this release' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    // The reload loads the override, and does not ask again.
    expect(window.location.search).toBe('');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/release-override',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ remote: 'booking', release: RELEASE }),
      }),
    );
    expect(localStorage.getItem(RELEASE_OVERRIDE_HINT_KEY)).toBe('booking');
  });

  it('says so in the dialog when the API refuses (not logged in), and switches nothing', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(401, { message: 'Please log in.' }));
    await openWithOverrideLink();
    await user.click(screen.getByRole('button', { name: 'Try this release' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a logged-in administrator can try a release. Log in, then open the link again.',
    );
    expect(reloadPage).not.toHaveBeenCalled();
    expect(localStorage.getItem(RELEASE_OVERRIDE_HINT_KEY)).toBeNull();
  });
});

it('asks an administrator browsing in Spanish in Spanish', async () => {
  const translations = await loadTranslations('es');
  window.history.replaceState(null, '', `/es/events?release-override=booking@${RELEASE}`);
  await act(async () => {
    renderWithProviders(<ReleaseOverrideConfirm />, { translations });
  });
  const dialog = await screen.findByRole('dialog', {
    name: '¿Probar otra versión en este navegador?',
  });
  expect(dialog).toHaveTextContent(
    `El enlace que abrió pide a este navegador cargar la versión ${RELEASE} de booking`,
  );
  expect(screen.getByRole('button', { name: 'Mantener la versión publicada' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Probar esta versión' })).toBeInTheDocument();
});

it('shows nothing on a page opened without an override link', async () => {
  window.history.replaceState(null, '', '/events?view=month');
  await act(async () => {
    renderWithProviders(<ReleaseOverrideConfirm />);
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.location.search).toBe('?view=month');
});
