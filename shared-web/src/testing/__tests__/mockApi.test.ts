import { apiClient } from '@parish/shared-web';
import { mockApi } from '@parish/shared-web/testing';

describe('mockApi', () => {
  it('answers a named request by its key, and any other by the catch-all', async () => {
    const api = mockApi({
      'GET /api/events/': { status: 200, body: ['named'] },
      '*': (request) => ({ status: 200, body: [`${request.method} ${request.url}`] }),
    });
    try {
      expect((await apiClient.get('/api/events/')).data).toEqual(['named']);
      expect((await apiClient.delete('/api/shop/3/')).data).toEqual(['DELETE /api/shop/3/']);
      expect(api.requests.map((request) => request.url)).toEqual(['/api/events/', '/api/shop/3/']);
    } finally {
      api.restore();
    }
  });

  it('fails loudly on a request nothing answers', async () => {
    const api = mockApi({ 'GET /api/events/': { status: 200, body: [] } });
    try {
      await expect(apiClient.get('/api/shop/')).rejects.toThrow(
        'Unexpected API request in test: GET /api/shop/',
      );
    } finally {
      api.restore();
    }
  });
});
