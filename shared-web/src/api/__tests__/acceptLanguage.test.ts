import { apiClient, apiLanguageHeaders } from '@parish/shared-web';
import { mockApi } from '@parish/shared-web/testing';

describe("the API client says the page's language", () => {
  const api = mockApi({ '*': { status: 200, body: [] } });
  afterAll(() => {
    api.restore();
    window.history.replaceState(null, '', '/');
  });

  it('asks for Spanish on a Spanish page and English on an English one, at each request', async () => {
    window.history.replaceState(null, '', '/es/events');
    await apiClient.get('/api/events/');
    window.history.replaceState(null, '', '/events');
    await apiClient.get('/api/events/');
    expect(api.headers.map((headers) => headers['accept-language'])).toEqual(['es', 'en']);
  });

  it('keeps a language the call names itself', async () => {
    window.history.replaceState(null, '', '/events');
    await apiClient.post('/api/x/', {}, { headers: apiLanguageHeaders('es') });
    expect(api.headers.at(-1)?.['accept-language']).toBe('es');
  });
});
