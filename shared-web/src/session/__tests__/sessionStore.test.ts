import { apiClient, useSessionStore } from '@parish/shared-web';
import { mockApi } from '@parish/shared-web/testing';

const admin = { id: 1, email: 'admin@holytrinity.example', name: 'Parish Admin' };

beforeEach(() => {
  useSessionStore.setState({ status: 'authenticated', admin });
});

describe('the session store', () => {
  it('asks the server again when any call is refused with 401, and forgets the admin', async () => {
    const api = mockApi({
      'DELETE /api/events/7/': {
        status: 401,
        body: { message: 'Please log in as an administrator.' },
      },
      'GET /api/auth/session': { status: 401 },
    });
    await expect(apiClient.delete('/api/events/7/')).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toContain(
      'GET /api/auth/session',
    );
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', admin: null });
    api.restore();
  });

  it('does not treat wrong credentials at login as an ended session', async () => {
    const api = mockApi({
      'POST /api/auth/login': { status: 401, body: { message: 'Incorrect email or password.' } },
    });
    await expect(apiClient.post('/api/auth/login', {})).rejects.toThrow();
    expect(api.requests).toHaveLength(1);
    expect(useSessionStore.getState().status).toBe('authenticated');
    api.restore();
  });
});
