/**
 * A small round-robin HTTP proxy for the several-instances test: one local address in front of
 * several servers, each request (method, path, headers, body) forwarded to the next upstream in
 * turn and its answer streamed back, marked with `X-Instance` (the upstream's index) so a test
 * can see which one answered.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobin {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Requests each upstream was sent. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobin(upstreams: readonly string[]): Promise<RoundRobin> {
  let turn = 0;
  const served = upstreams.map(() => 0);
  const proxy = createServer((incoming, outgoing) => {
    const index = turn++ % upstreams.length;
    served[index]! += 1;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const forward = request(target, { method: incoming.method, headers: { ...incoming.headers, host: target.host } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(index) });
      answer.pipe(outgoing);
    });
    forward.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'x-instance': String(index) });
      outgoing.end(`upstream ${index}: ${error.message}`);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
