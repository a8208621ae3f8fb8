/**
 * Control characters anywhere in a request (docs/server.md, "Control characters"), on every
 * database: generated from the app's own route table, every API route refuses one in an extra
 * query parameter, a body field (POST) and a path parameter (wildcards) with a 400 naming the
 * field, before any schema or handler, and nothing changes. Then the public calls a stranger
 * can reach (getSalt, userLogin as form, multipart and JSON, registerCreator with a real phone
 * code), field names holding one, and the multi-line fields that keep their line breaks.
 */
import { describe, expect, it } from 'vitest';
import type { AccessEntry } from '../../server/http/access.js';
import { CONTROL_TEXTS, ECHO_MARKER, callerFor, expectControlRefusal, tableCounts } from './support/controlCharacters.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, call, collectAccessTable, md5, useTestServer, type BodyKind, type TestServer } from './support/server.js';

const table = await collectAccessTable();
/** A concrete path for a route: its parameters filled with a harmless value. */
const pathOf = (entry: AccessEntry, value = 'x') => entry.url.replace(/:\w+|\*/g, encodeURIComponent(value));
const withParameters = table.filter((entry) => /:\w+|\*/.test(entry.url));

const NUL = CONTROL_TEXTS[0]![1];

/** A register phone code, sent and read from the demo outbox. */
async function phoneCodeFor(server: TestServer, phone: string): Promise<string> {
  const sent = await server.post(`${API}/user/sendPhoneCode`, { phone, purpose: 'register' });
  expect(sent.status, sent.text).toBe(200);
  const outbox = await server.get<{ code: string }[]>(`${API}/dev/phoneOutbox`, { query: { phone } });
  return outbox.body.data[0]!.code;
}

function register(server: TestServer, phone: string, phoneCode: string, nickname: string) {
  const h1 = md5('a long enough password');
  const username = `nick${phone.slice(-4)}`;
  return server.post(`${API}/user/registerCreator`, { username, nickname, phone, phoneCode, password: h1, passwordConfirm: h1 });
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`control characters on ${target.name}`, () => {
    const server = useTestServer(target);

    it('every API route refuses them in the query string and the body, and nothing changes', async () => {
      expect(table.length).toBeGreaterThan(40);
      const tokens = new Map<string, string>();
      for (const entry of table) {
        const caller = callerFor(entry.access);
        if (caller && !tokens.has(caller)) tokens.set(caller, await server.sessionFor(caller));
      }
      const before = await tableCounts(server.db);
      for (const entry of table) {
        const caller = callerFor(entry.access);
        const token = caller ? tokens.get(caller) : undefined;
        for (const [name, text] of CONTROL_TEXTS) {
          const where = `${entry.method} ${entry.url} with ${name}`;
          const queried = await call(server.url, entry.method, pathOf(entry), { token, query: { note: text } });
          expectControlRefusal(queried, 'note', `${where} in the query`);
          if (entry.method !== 'POST') continue;
          const posted = await call(server.url, 'POST', pathOf(entry), { token, body: { note: text } });
          expectControlRefusal(posted, 'note', `${where} in the body`);
        }
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });

    it('path parameters are refused too', async () => {
      expect(withParameters.length, 'some route takes a path parameter').toBeGreaterThan(0);
      for (const entry of withParameters) {
        // A caller the route lets through its access check (guarded routes answer 401 first).
        const caller = callerFor(entry.access);
        const token = caller ? await server.sessionFor(caller) : undefined;
        for (const [name, text] of CONTROL_TEXTS) {
          const answer = await call(server.url, entry.method, pathOf(entry, text), { token });
          expectControlRefusal(answer, entry.url.includes('*') ? '*' : entry.url.match(/:(\w+)/)![1]!, `${entry.url} with ${name}`);
        }
      }
    });

    it('getSalt refuses a control character in the name, and tab or newline too', async () => {
      for (const text of [...CONTROL_TEXTS.map(([, t]) => t), `${ECHO_MARKER}\t`, `${ECHO_MARKER}\nx`]) {
        expectControlRefusal(await server.get(`${API}/userQuery/getSalt`, { query: { username: text } }), 'username', JSON.stringify(text));
      }
      const raw = await server.get(`${API}/userQuery/getSalt?username=a%00b`);
      expect(raw.status, raw.text).toBe(400);
    });

    it.each(['form', 'multipart', 'json'] as const)('userLogin (%s) refuses a control character in any field, and signs nobody in', async (as: BodyKind) => {
      const before = await tableCounts(server.db);
      const valid = { username: 'admin', password: md5('x'), salt: md5('y') };
      for (const field of Object.keys(valid)) {
        for (const [name, text] of CONTROL_TEXTS) {
          const answer = await server.post(`${API}/user/userLogin`, { ...valid, [field]: text }, { as });
          expectControlRefusal(answer, field, `${field} with ${name}`);
        }
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });

    it('registerCreator refuses control characters and markup in the nickname (the display name rule), with a real code', async () => {
      const cases: [string, string, string][] = [
        ['13911110001', NUL, 'invalid_characters'],
        ['13911110002', `${ECHO_MARKER}\r\n=1`, 'invalid_characters'],
        ['13911110003', '<img src=x onerror=alert(1)>', 'invalid_format'],
      ];
      for (const [phone, nickname, reason] of cases) {
        const code = await phoneCodeFor(server, phone);
        const before = await tableCounts(server.db);
        const answer = await register(server, phone, code, nickname);
        expect(answer.status, `${JSON.stringify(nickname)}: ${answer.text}`).toBe(400);
        expect((answer.body.data as { fields?: unknown[] }).fields).toContainEqual(expect.objectContaining({ field: 'nickname', reason }));
        expect(answer.text).not.toContain(ECHO_MARKER);
        expect(answer.text).not.toContain('onerror');
        expect(await tableCounts(server.db)).toEqual(before);
      }
      // The same form with a plain nickname registers, so the refusals were about the nickname.
      const plain = await register(server, '13911110004', await phoneCodeFor(server, '13911110004'), 'Plain Nick');
      expect(plain.status, plain.text).toBe(200);
    });

    it('a field name holding a control character is refused without repeating it', async () => {
      const token = await server.sessionFor('admin');
      const answer = await server.post(`${API}/game/addGame`, undefined, {
        token,
        raw: { body: `{"gameName": "Fine", "${ECHO_MARKER}\\u0000": 1}`, contentType: 'application/json' },
      });
      expectControlRefusal(answer, 'body', 'a key with NUL');
      const query = await server.get(`${API}/game/queryGame`, { token, query: { [`${ECHO_MARKER}\u0000`]: '1' } });
      expectControlRefusal(query, 'query', 'a query key with NUL');
    });

    it('multi-line fields keep line breaks and tabs; single-line fields and queries refuse them', async () => {
      const token = await server.sessionFor('admin');
      const notice = {
        title: 'Line breaks',
        content: 'First line\r\nsecond line\tand a tab',
        imageUrl: null,
        linkUrl: null,
        startAt: '2026-05-01T00:00:00Z',
        endAt: '2026-05-02T00:00:00Z',
        enabled: false,
      };
      const added = await server.post<{ id: number; content: string }>(`${API}/activityNotice/addActivityNotice`, notice, { token });
      expect(added.status, added.text).toBe(200);
      expect(added.body.data.content).toBe(notice.content);
      const updated = await server.post(`${API}/activityNotice/updateActivityNotice`, { id: added.body.data.id, content: 'a\nb' }, { token });
      expect(updated.status, updated.text).toBe(200);
      for (const title of [`${ECHO_MARKER}\tx`, `${ECHO_MARKER}\nx`]) {
        const refused = await server.post(`${API}/activityNotice/addActivityNotice`, { ...notice, title }, { token });
        expectControlRefusal(refused, 'title', JSON.stringify(title));
      }
      const listed = await server.get(`${API}/activityNotice/queryActivityNotice`, { token, query: { title: `${ECHO_MARKER}\nx` } });
      expectControlRefusal(listed, 'title', 'a line break in a query');
    });
  });
}
