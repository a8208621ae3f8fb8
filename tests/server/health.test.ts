/**
 * Liveness and readiness (docs/operations.md), on both databases: /health answers whenever the
 * process runs, anonymously; /ready names the database and its latest migration, and answers 503
 * `not_ready` while a migration this code knows has not run, or (PostgreSQL) while the database
 * refuses connections, and is ready again once that is mended.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationsFor } from '../../server/db/migrations.js';
import { ADMIN_DATABASE_URL, DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

type Ready = { code: number; data: { status?: string; database?: string; migration?: string; reason?: string } };

describe.each(DATABASE_TARGETS.filter((target) => target.available))('health and readiness on $name', (target) => {
  const server = useTestServer(target);
  const latest = Object.keys(migrationsFor(target.name === 'postgres' ? 'postgres' : 'sqlite')).sort().at(-1)!;

  it('is live, anonymously, with its start time', async () => {
    const answer = await server.get(`${API}/health`);
    expect(answer.status).toBe(200);
    const data = (answer.body as { data: { status: string; startedAt: string; uptimeSeconds: number } }).data;
    expect(data.status).toBe('live');
    expect(Date.parse(data.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('is ready on a database that has run every migration, and says which', async () => {
    const answer = await server.get<Ready['data']>(`${API}/ready`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: 'ready', database: target.name, migration: latest });
  });

  it('is not ready while a migration has not run, and ready again after', async () => {
    const row = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = ${latest}`.execute(server.db);
    await sql`delete from kysely_migration where name = ${latest}`.execute(server.db);
    try {
      const answer = await server.get<Ready['data']>(`${API}/ready`);
      expect(answer.status).toBe(503);
      expect(answer.body.data.reason).toBe('not_ready');
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${latest}, ${row.rows[0]!.timestamp})`.execute(server.db);
    }
    expect((await server.get(`${API}/ready`)).status).toBe(200);
  });

  it.skipIf(target.name !== 'postgres')('is not ready while PostgreSQL refuses connections, and ready again after', async () => {
    const name = new URL(server.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      const down = await server.get<Ready['data']>(`${API}/ready`);
      expect(down.status).toBe(503);
      expect(down.body.data.reason).toBe('not_ready');
      expect((await server.get(`${API}/health`)).status).toBe(200);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
    await expect.poll(async () => (await server.get(`${API}/ready`)).status, { timeout: 10_000 }).toBe(200);
  });
});
