/**
 * Slow clients are cut off (docs/server.md, "Slow clients"): raw sockets that dribble their
 * headers or their body, or sit idle after an answer, are closed by the server once the
 * configured timeout has passed, while ordinary requests keep being served meanwhile.
 *
 * The timeouts here are 1–2 s; the client gives up on its own only after PATIENCE_MS, far beyond
 * them, so a pass means the server ended the connection, not the client.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

const TIMEOUTS = { headersMs: 1000, requestMs: 2000, keepAliveMs: 1000 };
const PATIENCE_MS = 15_000;
const DRIP_MS = 200;

interface RawConnection {
  socket: Socket;
  /** Everything the server sent. */
  received(): string;
  /** Whether the server has closed the connection. */
  isClosed(): boolean;
  /** Resolves with who ended the connection: the server, or the client after PATIENCE_MS. */
  ended: Promise<'server' | 'client'>;
}

async function openRaw(baseUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let data = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const ended = new Promise<'server' | 'client'>((resolve) => {
    const patience = setTimeout(() => {
      resolve('client');
      socket.destroy();
    }, PATIENCE_MS);
    socket.once('close', () => {
      clearTimeout(patience);
      closed = true;
      resolve('server');
    });
  });
  return { socket, received: () => data, isClosed: () => closed, ended };
}

/** Writes `piece(i)` every DRIP_MS until the connection ends. */
function drip(connection: RawConnection, piece: (i: number) => string): void {
  let i = 0;
  const timer = setInterval(() => {
    if (connection.isClosed() || connection.socket.destroyed) clearInterval(timer);
    else connection.socket.write(piece(i++));
  }, DRIP_MS);
  void connection.ended.then(() => clearInterval(timer));
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`slow clients on ${target.name}`, () => {
    const server = useTestServer(target, { httpTimeouts: TIMEOUTS });
    const host = () => new URL(server.url).host;

    it('closes a connection whose headers never end, one whose body never ends, and a silent one, while serving others', async () => {
      const silent = await openRaw(server.url);

      const slowHeaders = await openRaw(server.url);
      slowHeaders.socket.write(`GET ${API}/userQuery/getSalt?username=admin HTTP/1.1\r\nHost: ${host()}\r\n`);
      drip(slowHeaders, (i) => `X-Slow-${i}: 1\r\n`);

      const slowBody = await openRaw(server.url);
      slowBody.socket.write(
        `POST ${API}/user/sendPhoneCode HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"phone":"`,
      );
      drip(slowBody, () => '1');

      // Meanwhile the server answers everyone else.
      expect(silent.isClosed() || slowHeaders.isClosed() || slowBody.isClosed()).toBe(false);
      const meanwhile = await fetch(`${server.url}${API}/userQuery/getSalt?username=admin`);
      expect(meanwhile.status).toBe(200);
      expect(await meanwhile.json()).toMatchObject({ code: 200 });

      expect(await slowHeaders.ended).toBe('server');
      expect(slowHeaders.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(envelopeIn(slowHeaders.received())).toEqual({ code: 408, msg: expect.any(String), data: { reason: 'request_timeout' } });
      expect(await slowBody.ended).toBe('server');
      expect(slowBody.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(await silent.ended).toBe('server');

      const after = await fetch(`${server.url}${API}/userQuery/getSalt?username=admin`);
      expect(after.status).toBe(200);
      await after.arrayBuffer();
    });

    it('closes a kept-alive connection that stays idle after its answer', async () => {
      const idle = await openRaw(server.url);
      idle.socket.write(`GET ${API}/userQuery/getSalt?username=admin HTTP/1.1\r\nHost: ${host()}\r\nConnection: keep-alive\r\n\r\n`);
      expect(await idle.ended).toBe('server');
      expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /);
    });
  });
}

/** The JSON body of a raw HTTP answer. */
function envelopeIn(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`answers the HTTP parser cannot pass on on ${target.name}`, () => {
    const server = useTestServer(target);
    const host = () => new URL(server.url).host;

    it('answers headers too large and bytes that are not HTTP in the product envelope, and closes', async () => {
      const huge = await openRaw(server.url);
      huge.socket.write(`GET ${API}/userQuery/getSalt?username=admin HTTP/1.1\r\nHost: ${host()}\r\nCookie: c=${'x'.repeat(40_000)}\r\n\r\n`);
      expect(await huge.ended).toBe('server');
      expect(huge.received()).toMatch(/^HTTP\/1\.1 431 /);
      expect(envelopeIn(huge.received())).toEqual({ code: 431, msg: expect.any(String), data: { reason: 'headers_too_large' } });

      const garbage = await openRaw(server.url);
      garbage.socket.write('\u0001\u0002 not http at all\r\n\r\n');
      expect(await garbage.ended).toBe('server');
      expect(envelopeIn(garbage.received())).toEqual({ code: 400, msg: expect.any(String), data: { reason: 'invalid_input' } });

      const after = await fetch(`${server.url}${API}/userQuery/getSalt?username=admin`);
      expect(after.status).toBe(200);
      await after.arrayBuffer();
    });
  });
}

describe('slow-client settings', () => {
  it('are read from the environment, with defaults, and refuse a header timeout above the request timeout', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
    const env = { HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_REQUEST_TIMEOUT_MS: '4000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000' };
    expect(loadConfig(env).httpTimeouts).toEqual({ headersMs: 2000, requestMs: 4000, keepAliveMs: 65_000 });
    expect(() => loadConfig({ ...env, HTTP_HEADERS_TIMEOUT_MS: '5000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  });
});
