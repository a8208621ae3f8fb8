/** Phone codes, registration and password retrieval over HTTP on every database. */
import { describe, expect, it } from 'vitest';
import { isoTime } from '../../server/db/values.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, md5, useTestServer } from './support/server.js';

interface OutboxEntry {
  phone: string;
  code: string;
  purpose: string;
  at: string;
}

let phoneSeq = 0;
/** A phone no other test in this file uses (no resend limit interference). */
function freshPhone(): string {
  phoneSeq += 1;
  return `1390000${String(phoneSeq).padStart(4, '0')}`;
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`phone codes, register and retrieve on ${target.name}`, () => {
    const server = useTestServer(target);

    const sendCode = (phone: string, purpose: 'register' | 'retrieve') =>
      server.post<{ resendAfter: number; expiresIn: number }>(`${API}/user/sendPhoneCode`, { phone, purpose });

    async function lastCode(phone: string): Promise<OutboxEntry | undefined> {
      const answer = await server.get<OutboxEntry[]>(`${API}/dev/phoneOutbox`, { query: { phone } });
      expect(answer.status).toBe(200);
      return answer.body.data[0];
    }

    async function codeFor(phone: string, purpose: 'register' | 'retrieve'): Promise<string> {
      const sent = await sendCode(phone, purpose);
      expect(sent.status).toBe(200);
      const entry = await lastCode(phone);
      expect(entry).toMatchObject({ phone, purpose });
      return entry!.code;
    }

    const register = (form: Record<string, string>) => server.post(`${API}/user/registerCreator`, form);
    const registerForm = (username: string, phone: string, phoneCode: string, password = 'creator-pass-1') => ({
      username,
      nickname: `Nick ${username}`,
      phone,
      phoneCode,
      password: md5(password),
      passwordConfirm: md5(password),
    });
    const retrieve = (form: Record<string, string>) => server.post(`${API}/user/userRetrievePasswordUpdate`, form);

    it('sendPhoneCode answers resendAfter/expiresIn and the outbox holds a 6-digit code, newest first', async () => {
      const phone = freshPhone();
      const sent = await sendCode(phone, 'register');
      expect(sent.status).toBe(200);
      expect(sent.body.data).toEqual({ resendAfter: 60, expiresIn: 600 });
      const outbox = await server.get<OutboxEntry[]>(`${API}/dev/phoneOutbox`);
      expect(outbox.body.data[0]).toMatchObject({ phone, purpose: 'register', code: expect.stringMatching(/^\d{6}$/) });
      const stored = await server.db.selectFrom('phone_codes').selectAll().where('phone', '=', phone).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.code_hash).not.toContain(outbox.body.data[0]!.code);
    });

    it('a second code within 60 s for the same phone is 429 with retryAfter', async () => {
      const phone = freshPhone();
      expect((await sendCode(phone, 'register')).status).toBe(200);
      const again = await sendCode(phone, 'retrieve');
      expect(again.status).toBe(429);
      expect(again.body.data).toMatchObject({ reason: 'rate_limited' });
      expect(again.body.data).toHaveProperty('retryAfter');
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    });

    it('registers a creator with a valid code, who can then sign in', async () => {
      const phone = freshPhone();
      const code = await codeFor(phone, 'register');
      const answer = await register(registerForm('newauthor', phone, code, 'my-password-1'));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 200, msg: 'success', data: null });
      const token = await server.login('newauthor', 'my-password-1');
      const info = await server.get(`${API}/userQuery/userInfo`, { token });
      expect(info.body.data).toMatchObject({ username: 'newauthor', name: 'Nick newauthor', roles: ['CREATOR'] });
      const row = await server.db.selectFrom('users').selectAll().where('username_key', '=', 'newauthor').executeTakeFirstOrThrow();
      expect(row.password_salt).toMatch(/^[0-9a-f]{32}$/);
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

      // The code is used up.
      const reuse = await register(registerForm('newauthor2', freshPhone(), code));
      expect(reuse.status).toBe(400);
    });

    it('a used code cannot be used again for the same phone', async () => {
      const phone = freshPhone();
      const code = await codeFor(phone, 'register');
      expect((await register(registerForm('onceonly', phone, code))).status).toBe(200);
      await server.db.deleteFrom('throttles').execute();
      const again = await register(registerForm('onceonly2', phone, code));
      expect(again.status).toBe(400);
      expect(again.body.data).toMatchObject({ reason: 'phone_code_invalid' });
    });

    it('a wrong code is 400 phone_code_invalid; after 5 wrong tries even the right code fails', async () => {
      const phone = freshPhone();
      const code = await codeFor(phone, 'register');
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const wrong = await register(registerForm('triesuser', phone, wrongCode));
        expect(wrong.status).toBe(400);
        expect(wrong.body.data).toMatchObject({ reason: 'phone_code_invalid', fields: [{ field: 'phoneCode' }] });
      }
      const right = await register(registerForm('triesuser', phone, code));
      expect(right.status).toBe(400);
      expect(right.body.data).toMatchObject({ reason: 'phone_code_invalid' });
      expect(await server.db.selectFrom('users').select('id').where('username_key', '=', 'triesuser').executeTakeFirst()).toBeUndefined();
    });

    it('an expired code is refused', async () => {
      const phone = freshPhone();
      const code = await codeFor(phone, 'register');
      await server.db.updateTable('phone_codes').set({ expires_at: isoTime(Date.now() - 1000) }).where('phone', '=', phone).execute();
      const answer = await register(registerForm('lateuser', phone, code));
      expect(answer.status).toBe(400);
      expect(answer.body.data).toMatchObject({ reason: 'phone_code_invalid' });
    });

    it('a code for another purpose or another phone does not work', async () => {
      const phone = freshPhone();
      const code = await codeFor(phone, 'register');
      const other = await register(registerForm('otherphone', freshPhone(), code));
      expect(other.status).toBe(400);
      const purpose = await retrieve({ username: 'admin', phone, phoneCode: code, password: md5('x'), passwordConfirm: md5('x') });
      expect(purpose.status).toBe(400);
    });

    it('a taken username or phone is 409, and the code stays usable', async () => {
      const phone = freshPhone();
      const code = await codeFor(phone, 'register');
      const name = await register(registerForm('ADMIN', phone, code));
      expect(name.status).toBe(409);
      expect(name.body.data).toMatchObject({ reason: 'username_taken' });

      const taken = '13800000003'; // creator1's phone
      const codeTaken = await codeFor(taken, 'register');
      const byPhone = await register(registerForm('freshname', taken, codeTaken));
      expect(byPhone.status).toBe(409);
      expect(byPhone.body.data).toMatchObject({ reason: 'phone_taken' });

      expect((await register(registerForm('fixedname', phone, code))).status).toBe(200);
    });

    it('passwordConfirm must match', async () => {
      const answer = await register({ ...registerForm('mismatch', freshPhone(), '123456'), passwordConfirm: md5('other') });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toMatchObject({ fields: [{ field: 'passwordConfirm', reason: 'mismatch' }] });
    });

    it('retrieve answers the same for an unregistered phone but sends nothing', async () => {
      const phone = freshPhone();
      const sent = await sendCode(phone, 'retrieve');
      expect(sent.status).toBe(200);
      expect(sent.body.data).toEqual({ resendAfter: 60, expiresIn: 600 });
      expect(await lastCode(phone)).toBeUndefined();
      expect(await server.db.selectFrom('phone_codes').select('id').where('phone', '=', phone).executeTakeFirst()).toBeUndefined();
    });

    it('retrieves a password: new password works, old sessions end, the code is used up', async () => {
      const phone = '13800000004'; // creator2
      const live = await server.login('creator2');
      const code = await codeFor(phone, 'retrieve');
      const form = { username: 'creator2', phone, phoneCode: code, password: md5('retrieved-1'), passwordConfirm: md5('retrieved-1') };
      const answer = await retrieve(form);
      expect(answer.status).toBe(200);
      expect((await server.get(`${API}/userQuery/userInfo`, { token: live })).status).toBe(401);
      expect(await server.login('creator2', 'retrieved-1')).toBeTruthy();
      expect((await retrieve(form)).status).toBe(400);
    });

    it('retrieve refuses a phone that does not belong to the username', async () => {
      const phone = '13800000005'; // operator
      const code = await codeFor(phone, 'retrieve');
      const answer = await retrieve({ username: 'admin', phone, phoneCode: code, password: md5('x1'), passwordConfirm: md5('x1') });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toMatchObject({ reason: 'phone_mismatch' });
      expect(await server.login('admin')).toBeTruthy();
    });

    it('limits codes per phone per hour', async () => {
      const phone = freshPhone();
      const { max } = server.config.limits.phonePerHour;
      for (let i = 0; i < max; i++) {
        expect((await sendCode(phone, 'register')).status).toBe(200);
        await server.db.deleteFrom('throttles').where('key', '=', `phone-resend:${phone}`).execute();
      }
      const over = await sendCode(phone, 'register');
      expect(over.status).toBe(429);
    });

    it('limits codes per client address', async () => {
      const url = await server.startAnother({
        limits: { ...server.config.limits, phonePerAddress: { max: 2, windowSeconds: 3600 } },
      });
      await server.db.deleteFrom('throttles').where('key', 'like', 'phone-addr:%').execute();
      const post = (phone: string) =>
        fetch(`${url}${API}/user/sendPhoneCode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone, purpose: 'register' }),
        }).then(async (response) => {
          await response.arrayBuffer();
          return response;
        });
      expect((await post(freshPhone())).status).toBe(200);
      expect((await post(freshPhone())).status).toBe(200);
      const third = await post(freshPhone());
      expect(third.status).toBe(429);
      await server.db.deleteFrom('throttles').where('key', 'like', 'phone-addr:%').execute();
    });
  });
}
