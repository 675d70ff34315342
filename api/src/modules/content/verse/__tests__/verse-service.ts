/** A stand-in for the third-party verse service on a free local port. */
import { serveLocally } from '../../../../testing/local-server';

export interface FakeVerseService {
  /** The endpoint, for `config.verse.serviceUrl`. */
  url: string;
  /** The query of every request received, e.g. `format=json&order=daily`. */
  requests: string[];
  close(): Promise<void>;
}

/** What the service answers; `'hang'` accepts the request and never answers. */
export type Reply = { status?: number; body: string } | 'hang';

export async function startVerseService(reply: () => Reply): Promise<FakeVerseService> {
  const requests: string[] = [];
  const server = await serveLocally((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://localhost').searchParams.toString());
    const answer = reply();
    if (answer === 'hang') return;
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  return { url: `${server.base}/api/v1/get`, requests, close: server.close };
}

/** A URL on which nothing listens: a port that was free a moment ago. */
export async function closedServiceUrl(): Promise<string> {
  const service = await startVerseService(() => ({ body: '' }));
  await service.close();
  return service.url;
}

/** The service's reply for a verse, shaped like OurManna's. */
export function manna(text: string, reference: string): string {
  return JSON.stringify({
    verse: {
      details: { text, reference, version: 'KJV', verseurl: 'http://www.ourmanna.com/' },
      notice: 'Powered by OurManna.com',
    },
  });
}
