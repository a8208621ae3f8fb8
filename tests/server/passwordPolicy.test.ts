/**
 * The server's half of the password policy (docs/auth-protocol.md, "Password policy"): the
 * digest of a common password is refused wherever a password is set, with 400
 * password_too_common on its field, and nothing changes; signing in is never refused by it.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, md5, useTestServer } from './support/server.js';

/** Common passwords: from zxcvbn's list (one long enough for the browser too) and our own. */
const COMMON = ['password', '1qaz2wsx3edc', 'woaini1314', 'rocketscript'];

function expectTooCommon(answer: { status: number; body: unknown }, field: string): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ code: 400, data: { reason: 'password_too_common', fields: [{ field, reason: 'invalid_value' }] } });
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`password policy on ${target.name}`, () => {
    const server = useTestServer(target);

    const codeFor = async (phone: string, purpose: 'register' | 'retrieve') => {
      expect((await server.post(`${API}/user/sendPhoneCode`, { phone, purpose })).status).toBe(200);
      const outbox = await server.get<{ code: string }[]>(`${API}/dev/phoneOutbox`, { query: { phone } });
      return outbox.body.data[0]!.code;
    };
    const hashOf = async (username: string) =>
      (await server.db.selectFrom('users').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow()).password_hash;

    it('register: a common password is refused before the code is used; the same code then registers a good one', async () => {
      const phone = '13900005501';
      const phoneCode = await codeFor(phone, 'register');
      const form = { username: 'policy_author', nickname: 'Policy Author', phone, phoneCode };
      for (const common of COMMON) {
        expectTooCommon(await server.post(`${API}/user/registerCreator`, { ...form, password: md5(common), passwordConfirm: md5(common) }), 'password');
      }
      expect(await server.db.selectFrom('users').select('id').where('username', '=', 'policy_author').executeTakeFirst()).toBeUndefined();
      const good = 'jupiter-lantern-58';
      expect((await server.post(`${API}/user/registerCreator`, { ...form, password: md5(good), passwordConfirm: md5(good) })).status).toBe(200);
      expect(await server.login('policy_author', good)).toBeTruthy();
    });

    it('retrieve: a common password is refused and the old one still signs in', async () => {
      const phone = (await server.db.selectFrom('users').select('phone').where('username', '=', 'creator2').executeTakeFirstOrThrow()).phone!;
      const phoneCode = await codeFor(phone, 'retrieve');
      const before = await hashOf('creator2');
      const answer = await server.post(`${API}/user/userRetrievePasswordUpdate`, { username: 'creator2', phone, phoneCode, password: md5('password'), passwordConfirm: md5('password') });
      expectTooCommon(answer, 'password');
      expect(await hashOf('creator2')).toBe(before);
      expect(await server.login('creator2')).toBeTruthy();
    });

    it('change password: a common new password is refused on newPassword, without spending an attempt', async () => {
      const token = await server.login('operator');
      const before = await hashOf('operator');
      const attemptsOf = () => server.db.selectFrom('throttles').selectAll().where('key', 'like', 'login-%operator%').execute();
      const attemptsBefore = await attemptsOf();
      const answer = await server.post(`${API}/user/userChangePassword`, { username: 'operator', oldPassword: md5(DEMO_PASSWORD), newPassword: md5('1qaz2wsx3edc') }, { token });
      expectTooCommon(answer, 'newPassword');
      expect(await hashOf('operator')).toBe(before);
      expect(await attemptsOf()).toEqual(attemptsBefore);
      // A good one passes; demo accounts keep signing in with the short demo password until then.
      const changed = await server.post(`${API}/user/userChangePassword`, { username: 'operator', oldPassword: md5(DEMO_PASSWORD), newPassword: md5('rocket launch pad 7') }, { token });
      expect(changed.status).toBe(200);
      expect(await server.login('operator', 'rocket launch pad 7')).toBeTruthy();
    });

    it("an administrator's reset: a common password is refused and nothing changes", async () => {
      const token = await server.sessionFor('admin');
      const { id } = await server.db.selectFrom('users').select('id').where('username', '=', 'partner2').executeTakeFirstOrThrow();
      const before = await hashOf('partner2');
      expectTooCommon(await server.post(`${API}/useradmin/resetUserPassword`, { id, password: md5('rocketscript') }, { token }), 'password');
      expect(await hashOf('partner2')).toBe(before);
      const audits = await server.db.selectFrom('audit_log').select('id').where('event', '=', 'RESET_PASSWORD').where('entity_id', '=', String(id)).execute();
      expect(audits).toEqual([]);
      expect(await server.login('partner2')).toBeTruthy();
    });

    it('signing in is not subject to the policy: the demo password still works', async () => {
      expect(await server.login('creator1', DEMO_PASSWORD)).toBeTruthy();
    });
  });
}
