import {
  confirmReleaseOverride,
  RELEASE_OVERRIDE_HINT_KEY,
  forgetRequestedOverride,
  requestedOverride,
  resolveReleaseOverride,
} from '../lib/releaseOverride';

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

  it('is never asked of the API by the address alone: the parameter waits for the administrator', async () => {
    visit(`/calendar?view=month&release-override=booking@${RELEASE}`);
    await expect(resolveReleaseOverride()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(RELEASE_OVERRIDE_HINT_KEY)).toBeNull();
  });

  it('is read from ?release-override=<remote>@<release>, signed only once confirmed, and then leaves the address bar', async () => {
    visit(`/calendar?view=month&release-override=booking@${RELEASE}`);
    const requested = requestedOverride();
    expect(requested).toEqual({ remote: 'booking', release: RELEASE });
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(answer(200, OVERRIDE));
    await expect(confirmReleaseOverride({ remote: 'booking', release: RELEASE })).resolves.toEqual({
      ok: true,
      override: OVERRIDE,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/release-override', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ remote: 'booking', release: RELEASE }),
      signal: expect.any(AbortSignal),
    });
    expect(localStorage.getItem(RELEASE_OVERRIDE_HINT_KEY)).toBe('booking');
    forgetRequestedOverride();
    expect(window.location.search).toBe('?view=month');
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

  it('is refused without an administrator session, and nothing is remembered', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Please log in.' }));
    await expect(confirmReleaseOverride({ remote: 'booking', release: RELEASE })).resolves.toEqual({
      ok: false,
      status: 401,
    });
    expect(localStorage.getItem(RELEASE_OVERRIDE_HINT_KEY)).toBeNull();
  });

  it('never takes a URL or an unknown remote', async () => {
    for (const value of [
      'booking@https://evil.example/remoteEntry.js',
      'payments@1.0.0',
      'booking',
    ]) {
      visit(`/calendar?release-override=${encodeURIComponent(value)}`);
      expect(requestedOverride()).toBeNull();
      await expect(resolveReleaseOverride()).resolves.toBeNull();
      expect(window.location.search).toBe('');
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
