import {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { configureApiClient } from '@parish/shared-web';

/** What a mocked endpoint answers: a status and body, or a dropped connection. */
export type MockReply = { status: number; body?: unknown } | 'network-error' | 'never';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (request: RecordedRequest) => MockReply | Promise<MockReply>;

/**
 * Replaces the API client's transport for a test, so a screen is exercised
 * through its real API function and hook. Keys are `'GET /api/events/'`;
 * `'*'` answers any request no other key names (for tests that run over
 * every entity); otherwise an unmatched request fails the test loudly.
 */
export function mockApi(handlers: Record<string, Handler | MockReply>) {
  const requests: RecordedRequest[] = [];
  /** The headers each request of `requests` was sent with, by lower-case name. */
  const headers: Record<string, string>[] = [];
  let original: AxiosInstance['defaults']['adapter'];
  const fake = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const request = { method, url, body };
    requests.push(request);
    headers.push(
      Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [
          name.toLowerCase(),
          String(value),
        ]),
      ),
    );
    const entry = handlers[`${method} ${url}`] ?? handlers['*'];
    if (entry === undefined) throw new Error(`Unexpected API request in test: ${method} ${url}`);
    const reply = typeof entry === 'function' ? await entry(request) : entry;
    if (reply === 'never') return new Promise<AxiosResponse>(() => {});
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
    };
    const accept = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (accept(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };

  configureApiClient((client) => {
    original = client.defaults.adapter;
    client.defaults.adapter = fake;
  });

  return {
    requests,
    headers,
    restore: () => {
      configureApiClient((client) => {
        client.defaults.adapter = original;
      });
    },
  };
}
