/** An HTTP server on a free port of this machine, standing in for a third-party service. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

export async function serveLocally(handler: http.RequestListener): Promise<LocalServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        // Keep-alive connections would hold close() open until they time out.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
