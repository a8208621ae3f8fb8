/**
 * Demo mode is a property of the data, on every database: a database marked as demo data (by the
 * seed) answers `platform/info` with demoMode true and serves the phone-code outbox, which never
 * shows a code for an ADMIN, LUA_ADMIN or AUDITOR account; DEMO_MODE=0 turns all that off; a
 * database without the mark is no demo database, whatever accounts it holds.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, md5, useTestServer, type TestServer } from './support/server.js';

interface OutboxEntry {
  phone: string;
  code: string;
  purpose: string;
  at: string;
}

/** Demo phones (server/seed/demo.ts). */
const PHONES = { admin: '13800000001', luaadmin: '13800000002', creator1: '13800000003', creator2: '13800000004', auditor: '13800000010' };

const sendCode = (server: TestServer, phone: string, purpose: 'register' | 'retrieve', url = server.url) =>
  fetch(`${url}${API}/user/sendPhoneCode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, purpose }),
  }).then((response) => response.status);

/** The finding's sequence: a retrieve code for admin's phone, read from the outbox, then a new password. */
async function takeOver(server: TestServer, username: string, phone: string, url = server.url) {
  await server.db.deleteFrom('throttles').execute();
  expect(await sendCode(server, phone, 'retrieve', url)).toBe(200);
  const outbox = await fetch(`${url}${API}/dev/phoneOutbox?phone=${phone}`);
  const entries = outbox.status === 200 ? ((await outbox.json()) as { data: OutboxEntry[] }).data : [];
  const phoneCode = entries[0]?.code ?? '000000';
  const retrieve = await fetch(`${url}${API}/user/userRetrievePasswordUpdate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, phone, phoneCode, password: md5('taken-over-1'), passwordConfirm: md5('taken-over-1') }),
  });
  return { outbox: outbox.status, entries, retrieve: retrieve.status };
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`demo mode on a demo database on ${target.name}`, () => {
    const server = useTestServer(target);

    const outbox = async (phone?: string) => {
      const answer = await server.get<OutboxEntry[]>(`${API}/dev/phoneOutbox`, { query: phone ? { phone } : {} });
      expect(answer.status).toBe(200);
      return answer.body.data;
    };

    it('platform/info says demo mode is on, publicly', async () => {
      const answer = await server.get(`${API}/platform/info`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 200, msg: 'success', data: { demoMode: true, currency: 'CNY', examineUnusualFactor: 3 } });
      const entry = server.app.accessTable().find((route) => route.url === `${API}/platform/info`);
      expect(entry?.access).toBe('public');
    });

    it('the takeover fails: no code of admin reaches the outbox, the reset is refused, the password stands', async () => {
      const attempt = await takeOver(server, 'admin', PHONES.admin);
      expect(attempt.entries).toEqual([]);
      expect(attempt.retrieve).toBe(400);
      expect(await server.login('admin')).toBeTruthy();
      await expect(server.login('admin', 'taken-over-1')).rejects.toThrow(/401/);
    });

    it('codes of LUA_ADMIN and AUDITOR accounts, for either purpose, never appear in the outbox', async () => {
      for (const phone of [PHONES.luaadmin, PHONES.auditor, PHONES.admin]) {
        for (const purpose of ['retrieve', 'register'] as const) {
          await server.db.deleteFrom('throttles').execute();
          expect(await sendCode(server, phone, purpose)).toBe(200);
          expect(await outbox(phone)).toEqual([]);
        }
      }
      const everything = await outbox();
      expect(everything.some((entry) => [PHONES.admin, PHONES.luaadmin, PHONES.auditor].includes(entry.phone))).toBe(false);
    });

    it("a creator's retrieve code is in the outbox and resets the creator's password", async () => {
      await server.db.deleteFrom('throttles').execute();
      expect(await sendCode(server, PHONES.creator1, 'retrieve')).toBe(200);
      const [entry] = await outbox(PHONES.creator1);
      expect(entry).toMatchObject({ phone: PHONES.creator1, purpose: 'retrieve', code: expect.stringMatching(/^\d{6}$/) });
      const form = { username: 'creator1', phone: PHONES.creator1, phoneCode: entry!.code, password: md5('demo-reset-1'), passwordConfirm: md5('demo-reset-1') };
      expect((await server.post(`${API}/user/userRetrievePasswordUpdate`, form)).status).toBe(200);
      expect(await server.login('creator1', 'demo-reset-1')).toBeTruthy();
    });

    it('an account made ADMIN after its code was sent: the code leaves the outbox', async () => {
      await server.db.deleteFrom('throttles').execute();
      expect(await sendCode(server, PHONES.creator2, 'retrieve')).toBe(200);
      expect(await outbox(PHONES.creator2)).toHaveLength(1);
      const creator2 = await server.db.selectFrom('users').select('id').where('username_key', '=', 'creator2').executeTakeFirstOrThrow();
      await server.db.insertInto('user_roles').values({ user_id: creator2.id, role: 'ADMIN' }).execute();
      try {
        expect(await outbox(PHONES.creator2)).toEqual([]);
        expect((await outbox()).some((entry) => entry.phone === PHONES.creator2)).toBe(false);
      } finally {
        await server.db.deleteFrom('user_roles').where('user_id', '=', creator2.id).where('role', '=', 'ADMIN').execute();
      }
    });

    it('DEMO_MODE=0 turns it off on the demo database: no outbox, platform/info says off', async () => {
      const url = await server.startAnother({ demoAllowed: false, currency: 'USD' });
      const info = await fetch(`${url}${API}/platform/info`);
      expect(await info.json()).toEqual({ code: 200, msg: 'success', data: { demoMode: false, currency: 'USD', examineUnusualFactor: 3 } });
      const attempt = await takeOver(server, 'creator2', PHONES.creator2, url);
      expect(attempt.outbox).toBe(404);
      expect(attempt.retrieve).toBe(400);
    });
  });

  describe.runIf(target.available)(`no demo mode on a database without the demo mark on ${target.name}`, () => {
    // The demo accounts and their well-known phones, but not a database the demo seed made:
    // what an operator's database looks like to the server.
    const server = useTestServer(target, {}, {
      prepare: (db) => db.deleteFrom('settings').where('key', '=', 'demo_database').execute().then(() => undefined),
    });

    it('platform/info says off and the outbox does not exist', async () => {
      const info = await server.get(`${API}/platform/info`);
      expect(info.status).toBe(200);
      expect(info.body.data).toEqual({ demoMode: false, currency: 'CNY', examineUnusualFactor: 3 });
      const answer = await server.get(`${API}/dev/phoneOutbox`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 404, data: { reason: 'not_found' } });
    });

    it('the takeover fails for admin and for a creator; nothing is kept in the outbox table', async () => {
      for (const [username, phone] of [['admin', PHONES.admin], ['creator1', PHONES.creator1]] as const) {
        const attempt = await takeOver(server, username, phone);
        expect(attempt.outbox).toBe(404);
        expect(attempt.retrieve).toBe(400);
        expect(await server.login(username)).toBeTruthy();
      }
      expect(await server.db.selectFrom('phone_outbox').select('id').execute()).toEqual([]);
    });
  });
}
