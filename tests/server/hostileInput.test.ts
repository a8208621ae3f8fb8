/**
 * Bad and hostile input over HTTP on every database: answered 400/413/415 (never 500), with the
 * envelope, and nothing stored. Plus a property test: any JSON body to any public POST gets 400
 * or a legitimate answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, md5, useTestServer, type Answer, type RequestOptions } from './support/server.js';

const TABLES = ['users', 'user_roles', 'sessions', 'phone_codes', 'phone_outbox', 'audit_log', 'companies', 'cooperates'] as const;
const LEGITIMATE = [200, 400, 401, 403, 409, 429];

const validRegister = {
  username: 'hostile1',
  nickname: 'Hostile',
  phone: '13912345678',
  phoneCode: '123456',
  password: md5('password-1'),
  passwordConfirm: md5('password-1'),
};

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`hostile input on ${target.name}`, () => {
    const server = useTestServer(target);

    async function counts(): Promise<Record<string, number>> {
      const result: Record<string, number> = {};
      for (const table of TABLES) {
        const row = await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
        result[table] = Number(row.n);
      }
      return result;
    }

    function expectRefused(answer: Answer, status: number) {
      expect(answer.status, answer.text).toBe(status);
      expect(answer.body.code).toBe(status);
      expect(typeof answer.body.msg).toBe('string');
      expect(answer.body.data).toHaveProperty('reason');
      expect(answer.text).not.toMatch(/<script|at .*\.ts:\d+|stack/i);
    }

    const post = (path: string, options: RequestOptions) => server.post(`${API}${path}`, undefined, options);

    const cases: [string, string, RequestOptions, number, string?][] = [
      ['missing fields', '/user/registerCreator', { body: {} }, 400, 'required'],
      ['wrong types', '/user/registerCreator', { body: { ...validRegister, username: 42, phone: true } }, 400, 'invalid_type'],
      ['null body', '/user/registerCreator', { raw: { body: 'null', contentType: 'application/json' } }, 400, 'required'],
      ['array body', '/user/registerCreator', { body: [validRegister] }, 400, 'invalid_type'],
      ['number body', '/user/sendPhoneCode', { raw: { body: '12', contentType: 'application/json' } }, 400, 'invalid_type'],
      ['string body', '/user/sendPhoneCode', { raw: { body: '"phone"', contentType: 'application/json' } }, 400, 'invalid_type'],
      ['unknown field', '/user/registerCreator', { body: { ...validRegister, role: 'ADMIN' } }, 400, 'unknown_field'],
      ['null fields', '/user/registerCreator', { body: { ...validRegister, username: null } }, 400, 'required'],
      ['oversized string', '/user/registerCreator', { body: { ...validRegister, nickname: 'n'.repeat(100_000) } }, 400, 'too_long'],
      ['SQL in username', '/user/registerCreator', { body: { ...validRegister, username: "x'; DROP TABLE users;--" } }, 400, 'invalid_format'],
      ['script in username', '/user/registerCreator', { body: { ...validRegister, username: '<script>alert(1)</script>' } }, 400, 'invalid_format'],
      ['script in nickname', '/user/registerCreator', { body: { ...validRegister, nickname: '<script>alert(1)</script>' } }, 400, 'invalid_format'],
      ['bad digest', '/user/registerCreator', { body: { ...validRegister, password: 'plain-text-password', passwordConfirm: 'plain-text-password' } }, 400, 'invalid_format'],
      ['bad phone', '/user/sendPhoneCode', { body: { phone: '12345', purpose: 'register' } }, 400, 'invalid_format'],
      ['bad purpose', '/user/sendPhoneCode', { body: { phone: '13912345678', purpose: 'admin' } }, 400, 'invalid_value'],
      ['malformed JSON', '/user/registerCreator', { raw: { body: '{"username": "x",', contentType: 'application/json' } }, 400],
      ['prototype pollution', '/user/sendPhoneCode', { raw: { body: '{"__proto__": {"admin": true}, "phone": "13912345678", "purpose": "register"}', contentType: 'application/json' } }, 400],
      ['empty JSON body', '/user/sendPhoneCode', { raw: { body: '', contentType: 'application/json' } }, 400, 'required'],
      ['wrong content type', '/user/registerCreator', { raw: { body: 'username=x', contentType: 'text/plain' } }, 415],
      ['XML content type', '/user/userLogin', { raw: { body: '<login/>', contentType: 'application/xml' } }, 415],
      ['multipart where not taken', '/user/registerCreator', { body: validRegister, as: 'multipart' }, 415],
      ['huge body', '/user/registerCreator', { raw: { body: JSON.stringify({ nickname: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' } }, 413],
      ['login: missing salt', '/user/userLogin', { body: { username: 'admin', password: md5('x') }, as: 'form' }, 400, 'required'],
      ['login: repeated field', '/user/userLogin', { raw: { body: 'username=admin&username=root&password=x&salt=y', contentType: 'application/x-www-form-urlencoded' } }, 400],
      ['login: oversized username', '/user/userLogin', { body: { username: 'a'.repeat(5000), password: md5('x'), salt: md5('y') }, as: 'form' }, 400, 'too_long'],
      ['retrieve: unknown field', '/user/userRetrievePasswordUpdate', { body: { username: 'admin', phone: '13800000001', phoneCode: '000000', password: md5('a'), passwordConfirm: md5('a'), admin: 1 } }, 400, 'unknown_field'],
    ];

    it.each(cases)('%s is refused and stores nothing', async (_name, path, options, status, fieldReason) => {
      const before = await counts();
      const answer = await post(path, options);
      expectRefused(answer, status);
      if (fieldReason) {
        const fields = (answer.body.data as { fields?: { reason: string }[] }).fields ?? [];
        expect(fields.map((f) => f.reason)).toContain(fieldReason);
      }
      expect(await counts()).toEqual(before);
    });

    it('SQL in a login name is just a wrong name', async () => {
      const before = await counts();
      const answer = await post('/user/userLogin', { body: { username: "admin' OR '1'='1", password: md5('x'), salt: md5('y') }, as: 'form' });
      expectRefused(answer, 401);
      expect(await counts()).toEqual(before);
      const salt = await server.get(`${API}/userQuery/getSalt`, { query: { username: "'; DROP TABLE users;--" } });
      expect(salt.status).toBe(200);
      expect(await counts()).toEqual(before);
    });

    it('a file in a multipart login is refused', async () => {
      const form = new FormData();
      form.append('username', 'admin');
      form.append('password', md5('x'));
      form.append('salt', md5('y'));
      form.append('file', new Blob(['hello']), 'hello.txt');
      const response = await fetch(`${server.url}${API}/user/userLogin`, { method: 'POST', body: form });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: 415, data: { reason: 'unsupported_media_type' } });
    });

    it('a broken multipart body is 400', async () => {
      const answer = await post('/user/userLogin', { raw: { body: '--xyz\r\nnonsense', contentType: 'multipart/form-data; boundary=xyz' } });
      expect([400, 413]).toContain(answer.status);
      expect(answer.body.code).toBe(answer.status);
    });

    it('bad query strings on getSalt are 400', async () => {
      expectRefused(await server.get(`${API}/userQuery/getSalt`), 400);
      expectRefused(await server.get(`${API}/userQuery/getSalt`, { query: { username: 'a'.repeat(200) } }), 400);
      expectRefused(await server.get(`${API}/userQuery/getSalt?username=a&username=b`), 400);
      expectRefused(await server.get(`${API}/userQuery/getSalt`, { query: { username: 'admin', extra: '1' } }), 400);
    });

    it('unknown API paths are the 404 envelope', async () => {
      const get = await server.get(`${API}/nothing/here`);
      expect(get.status).toBe(404);
      expect(get.body).toMatchObject({ code: 404, data: { reason: 'not_found' } });
      const postAnswer = await server.post(`${API}/user/notACall`, { a: 1 });
      expect(postAnswer.status).toBe(404);
      const wrongMethod = await server.get(`${API}/user/userLogin`);
      expect(wrongMethod.status).toBe(404);
    });

    it('property: any JSON body to any public POST is 400 or a legitimate answer, never 500 (control characters included)', async () => {
      const routes = server.app.accessTable().filter((r) => r.access === 'public' && r.method === 'POST' && !r.hidden);
      expect(routes.length).toBeGreaterThanOrEqual(4);
      const knownKeys = ['username', 'nickname', 'phone', 'phoneCode', 'password', 'passwordConfirm', 'salt', 'purpose', 'oldPassword', 'newPassword'];
      const value = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('13900000000', '123456', md5('x'), 'register', 'retrieve', "' OR 1=1 --", '<img src=x onerror=alert(1)>', 'a\u0000b', '\u001b[31m', 'x\r\n=1'),
        fc.jsonValue({ maxDepth: 2 }),
      );
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(fc.constantFrom(...knownKeys, '__proto__', 'constructor', 'x'), value, { maxKeys: 8 }),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), body, fc.constantFrom('json', 'form'), async (route, payload, as) => {
          await server.db.deleteFrom('throttles').execute();
          const options: RequestOptions =
            as === 'json'
              ? { raw: { body: JSON.stringify(payload), contentType: 'application/json' } }
              : {
                  raw: {
                    body: new URLSearchParams(
                      payload && typeof payload === 'object' && !Array.isArray(payload)
                        ? Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])
                        : [['value', JSON.stringify(payload)]],
                    ).toString(),
                    contentType: 'application/x-www-form-urlencoded',
                  },
                };
          const answer = await server.post(route.url, undefined, options);
          expect(LEGITIMATE, `${route.url} ${answer.text}`).toContain(answer.status);
          expect(answer.body.code).toBe(answer.status);
        }),
        { numRuns: 150 },
      );
    });
  });
}
