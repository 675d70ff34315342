import { RELEASE_OVERRIDE_HINT_KEY, resolveReleaseOverride } from '../lib/releaseOverride';

const RELEASE = '1.1.0-20261201.090000-def5678';
const OVERRIDE = { remote: 'booking', release: RELEASE, expiresAt: '2099-01-01T00:00:00Z' };
const originalFetch = global.fetch;
let fetchMock: jest.Mock;

function answer(status: number, body?: unknown) {
  return { ok: status < 300, status, json: async () => body };
}

function visit(pathAndQuery: string) {
  window.history.replaceState(null, '', pathAndQuery);
}

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  global.fetch = originalFetch;
  visit('/');
});

describe('a release override', () => {
  it('costs a visitor nothing: no request without the parameter or an earlier override', async () => {
    visit('/calendar');
    await expect(resolveReleaseOverride()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is asked of the API from ?release-override=<remote>@<release>, which then leaves the address bar', async () => {
    visit(`/calendar?view=month&release-override=booking@${RELEASE}`);
    fetchMock.mockResolvedValue(answer(200, OVERRIDE));
    await expect(resolveReleaseOverride()).resolves.toEqual(OVERRIDE);
    expect(fetchMock).toHaveBeenCalledWith('/api/release-override', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ remote: 'booking', release: RELEASE }),
      signal: expect.any(AbortSignal),
    });
    expect(window.location.search).toBe('?view=month');
    expect(localStorage.getItem(RELEASE_OVERRIDE_HINT_KEY)).toBe('booking');
  });

  it('is read back from the API on later pages, and forgotten when the API has none', async () => {
    localStorage.setItem(RELEASE_OVERRIDE_HINT_KEY, 'booking');
    visit('/check');
    fetchMock.mockResolvedValueOnce(answer(200, { override: OVERRIDE }));
    await expect(resolveReleaseOverride()).resolves.toEqual(OVERRIDE);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/release-override',
      expect.objectContaining({ method: 'GET' }),
    );

    fetchMock.mockResolvedValueOnce(answer(200, { override: null }));
    await expect(resolveReleaseOverride()).resolves.toBeNull();
    expect(localStorage.getItem(RELEASE_OVERRIDE_HINT_KEY)).toBeNull();
  });

  it('is refused without an administrator session, and the page loads the deployed releases', async () => {
    visit(`/calendar?release-override=booking@${RELEASE}`);
    fetchMock.mockResolvedValue(answer(401, { message: 'Please log in.' }));
    await expect(resolveReleaseOverride()).resolves.toBeNull();
    expect(localStorage.getItem(RELEASE_OVERRIDE_HINT_KEY)).toBeNull();
  });

  it('never takes a URL or an unknown remote: nothing is asked', async () => {
    for (const value of [
      'booking@https://evil.example/remoteEntry.js',
      'payments@1.0.0',
      'booking',
    ]) {
      visit(`/calendar?release-override=${encodeURIComponent(value)}`);
      await expect(resolveReleaseOverride()).resolves.toBeNull();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops with ?release-override=off', async () => {
    localStorage.setItem(RELEASE_OVERRIDE_HINT_KEY, 'booking');
    visit('/calendar?release-override=off');
    fetchMock.mockResolvedValue(answer(204));
    await expect(resolveReleaseOverride()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/release-override',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(localStorage.getItem(RELEASE_OVERRIDE_HINT_KEY)).toBeNull();
    expect(window.location.search).toBe('');
  });
});
