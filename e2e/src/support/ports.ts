import net from 'node:net';

/**
 * Ports are taken below the kernel's ephemeral range (32768 up on Linux): a
 * port from that range, free when asked, can be handed to an outgoing
 * connection before the server meant for it binds it, which then fails with
 * EADDRINUSE (the API of an end-to-end site did, restarting for minutes, on
 * a busy machine). Each test worker (TEST_PARALLEL_INDEX), or any other
 * process, takes its ports in turn from a block of its own.
 */
const BLOCK = 1_000;
const blockStart = 20_000 + (Number(process.env.TEST_PARALLEL_INDEX ?? process.pid) % 12) * BLOCK;
let next = blockStart;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port free on this machine now, which no outgoing connection will take. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < BLOCK; tried++) {
    const port = next;
    next = next + 1 < blockStart + BLOCK ? next + 1 : blockStart;
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${blockStart}–${blockStart + BLOCK - 1}`);
}
