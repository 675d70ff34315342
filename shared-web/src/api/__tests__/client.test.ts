import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApiClient } from '@parish/shared-web';

/** A transport that answers `data` and notes which one answered which path. */
function answering(data: string, seen: string[]) {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    seen.push(`${data} ${config.url}`);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
}

describe('the API client (axios, loaded with the first request)', () => {
  it('makes a change asked for before axios loaded ahead of its first request, and a later one at once', async () => {
    const seen: string[] = [];
    configureApiClient((client) => {
      client.defaults.adapter = answering('first', seen);
    });
    expect((await apiClient.get<string>('/api/one/')).data).toBe('first');

    configureApiClient((client) => {
      client.defaults.adapter = answering('second', seen);
    });
    expect((await apiClient.post<string>('/api/two/', { x: 1 })).data).toBe('second');
    expect(seen).toEqual(['first /api/one/', 'second /api/two/']);
  });

  it('sends credentials and asks for JSON, with a time limit', async () => {
    let sent: InternalAxiosRequestConfig | undefined;
    configureApiClient((client) => {
      client.defaults.adapter = async (config) => {
        sent = config;
        return { data: null, status: 200, statusText: 'OK', headers: {}, config };
      };
    });
    await apiClient.delete('/api/three/');
    expect(sent?.withCredentials).toBe(true);
    expect(sent?.timeout).toBe(15_000);
    expect(sent?.headers.Accept).toBe('application/json');
    expect(sent?.method).toBe('delete');
  });
});
