import type { Admin } from '@parish/shared-types';
import { apiClient, useSessionStore } from '@parish/shared-web';
import { mockApi } from '@parish/shared-web/testing';

const admin: Admin = {
  id: 1,
  email: 'admin@holytrinity.example',
  name: 'Parish Admin',
  roles: ['owner'],
};

beforeEach(() => {
  useSessionStore.setState({ status: 'authenticated', admin, expired: false });
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
    expect(useSessionStore.getState()).toMatchObject({
      status: 'anonymous',
      admin: null,
      expired: true,
    });
    api.restore();
  });

  it('calls an ended session expired only when the page had one', async () => {
    const api = mockApi({ 'GET /api/auth/session': { status: 401 } });
    useSessionStore.setState({ status: 'unknown', admin: null, expired: false });
    await useSessionStore.getState().check();
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', expired: false });
    api.restore();
  });

  it('does not call a logout here expired, and a new login clears it', async () => {
    const api = mockApi({
      'POST /api/auth/logout': { status: 204 },
      'POST /api/auth/login': {
        status: 200,
        body: { admin, expires_at: '2026-12-01T00:00:00Z' },
      },
    });
    await useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', expired: false });

    useSessionStore.setState({ expired: true });
    await useSessionStore.getState().login({ email: admin.email, password: 'Trinity-Demo-2026' });
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', expired: false });
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
