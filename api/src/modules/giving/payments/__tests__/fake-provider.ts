/** A stand-in for a payment provider's REST API on a free local port, recording every request. */
import type http from 'node:http';
import { serveLocally } from '../../../../testing/local-server';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ProviderAnswer {
  status?: number;
  body: unknown;
}

export interface FakeProvider {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_BASE or PAYPAL_API_BASE. */
  base: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeProvider(
  answer: (request: RecordedRequest) => ProviderAnswer,
): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const server = await serveLocally((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const { status = 200, body } = answer(recorded);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  return { base: server.base, requests, close: server.close };
}
