import { apiClient, describeApiError, NETWORK_ERROR_MESSAGE } from '@parish/shared-web';
import { mockApi } from '@parish/shared-web/testing';

async function failureOf(reply: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({ 'GET /api/thing/': reply });
  try {
    await apiClient.get('/api/thing/');
    throw new Error('expected the request to fail');
  } catch (error) {
    return error;
  } finally {
    api.restore();
  }
}

describe('describeApiError', () => {
  it("uses the server's sentence for a client error", async () => {
    const error = await failureOf({ status: 409, body: { message: 'Only 2 tickets available.' } });
    expect(describeApiError(error, 'fallback')).toBe('Only 2 tickets available.');
  });

  it('uses the fallback for a server error, whatever the body says', async () => {
    const error = await failureOf({ status: 500, body: { message: 'stack trace here' } });
    expect(describeApiError(error, 'Failed to fetch events')).toBe('Failed to fetch events');
  });

  it('names a network failure', async () => {
    const error = await failureOf('network-error');
    expect(describeApiError(error, 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('names a network failure when the client itself could not be downloaded', () => {
    // What the bundler throws when a chunk (axios, loaded with the first request) fails to load.
    const error = Object.assign(new Error('Loading chunk 223 failed.'), { name: 'ChunkLoadError' });
    expect(describeApiError(error, 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
    expect(describeApiError(new Error('something else'), 'fallback')).toBe('fallback');
  });
});
