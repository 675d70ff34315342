import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import {
  commaList,
  createRequestMetrics,
  invalidProxyEntries,
  metricsHandler,
  redactedQuery,
  requestIdGenerator,
} from '..';

function requestFrom(address: string, id?: string): IncomingMessage {
  return {
    headers: id === undefined ? {} : { 'x-request-id': id },
    socket: { remoteAddress: address },
  } as unknown as IncomingMessage;
}

describe('request ids', () => {
  it('keeps the id a trusted proxy passed on, and makes a new one for anyone else', () => {
    const idOf = requestIdGenerator(['loopback']);
    expect(idOf(requestFrom('127.0.0.1', 'abc-123'))).toBe('abc-123');
    expect(idOf(requestFrom('203.0.113.9', 'abc-123'))).not.toBe('abc-123');
  });

  it('ignores an id that could forge a log line', () => {
    const idOf = requestIdGenerator(true);
    expect(idOf(requestFrom('127.0.0.1', 'abc\nlevel=fatal'))).not.toContain('\n');
  });
});

it('names the proxy list entries that are no address, range or known name', () => {
  expect(invalidProxyEntries(commaList('10.0.0.0/8, loopback,, not-an-address'))).toEqual([
    'not-an-address',
  ]);
});

it("redacts a link's secret in a query, whatever its case or encoding", () => {
  expect(redactedQuery('page=2&Token=abc&%63laim=xyz')).toBe(
    'page=2&Token=[redacted]&%63laim=[redacted]',
  );
});

it('answers the metrics to the bearer of the token only', async () => {
  const { registry, requests } = createRequestMetrics('method, route pattern and status');
  requests.inc({ method: 'GET', route: '/', status_code: '200' });
  const app = Fastify();
  app.get('/metrics', metricsHandler(registry, 'secret'));
  // Over a real socket: light-my-request's ESM-only cookie is more than this Jest loads.
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/metrics`;
  try {
    const withToken = await fetch(url, { headers: { authorization: 'Bearer secret' } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain(
      'http_requests_total{method="GET",route="/",status_code="200"} 1',
    );
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong!' } })).status).toBe(404);
  } finally {
    await app.close();
  }
});
