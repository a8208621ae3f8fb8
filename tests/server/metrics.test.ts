/**
 * Prometheus metrics (server/modules/ops/metrics.ts, docs/operations.md), on both databases: off
 * without METRICS_TOKEN (404); with it, 404 to anyone without the token, and to the token the
 * text format with requests by route pattern and status, the event-loop lag and, on
 * PostgreSQL, the connection pool. A bad token setting stops the server.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, call, useTestServer } from './support/server.js';

const TOKEN = 'metrics-token-0123456789abcdef';

describe.each(DATABASE_TARGETS.filter((target) => target.available))('metrics on $name', (target) => {
  const server = useTestServer(target, { metricsToken: TOKEN });

  it('answer only to the token, with requests by route and status, the event loop and the pool', async () => {
    const token = await server.sessionFor('admin');
    await server.get(`${API}/userQuery/userInfo`, { token });
    await server.get(`${API}/userQuery/userInfo`);
    await server.get(`${API}/useradmin/queryUser`, { token, query: { page: '1' } });
    for (const authorization of [undefined, `Bearer ${token}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const refused = await call(server.url, 'GET', `${API}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });
      expect(refused.status).toBe(404);
    }
    const answer = await call(server.url, 'GET', `${API}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = answer.text;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/rocketScript\/api\/userQuery\/userInfo",status="200"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/rocketScript\/api\/userQuery\/userInfo",status="401"\} [1-9]/);
    expect(text).toContain('route="/rocketScript/api/useradmin/queryUser"');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // Refused scrapes are not counted under a path of their own, and no raw path becomes a label.
    expect(text).not.toContain('page=1');
    if (target.name === 'postgres') expect(text).toMatch(/db_pool_connections [1-9]/);
    else expect(text).not.toContain('db_pool_connections');
  });
});

describe('metrics setting', () => {
  it('is off by default and refuses a token too short or with spaces', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has spaces in it but is long enough' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('a server without METRICS_TOKEN', () => {
  const server = useTestServer(DATABASE_TARGETS.find((target) => target.name === 'sqlite')!);

  it('has no metrics call, whatever is presented', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const answer = await call(server.url, 'GET', `${API}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });
      expect(answer.status).toBe(404);
    }
  });
});
