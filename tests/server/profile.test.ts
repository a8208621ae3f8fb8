/**
 * One's own profile over HTTP (docs/tools.md, "Profile"): updateProfile changes the nickname,
 * introduction and avatar with an UPDATE audit row; bad input and bad files change nothing; the
 * avatar is an image uploaded through uploadAvatar; nobody can reach another user's profile.
 */
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../contracts/auth.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { greyJpeg, solidPng } from './support/images.js';
import { API, useTestServer, type TestServer } from './support/server.js';

const UPDATE = `${API}/user/updateProfile`;

async function uploadAvatar(server: TestServer, token: string, bytes: Uint8Array, contentType = 'image/png') {
  const response = await fetch(`${server.url}${API}/user/uploadAvatar`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType, 'X-Client-Type': 'pc' },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as { data: { url?: string; reason?: string; fields?: { field: string; reason: string }[] } } };
}

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`profile editing on ${target.name}`, () => {
    const server = useTestServer(target);
    const rowOf = (username: string) =>
      server.db.selectFrom('users').select(['id', 'nickname', 'introduction', 'avatar', 'updated_at']).where('username', '=', username).executeTakeFirstOrThrow();
    const auditsOf = async (id: number) =>
      server.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', String(id)).where('event', '=', 'UPDATE').execute();

    it('changes the nickname and introduction, answers the new user info and writes what changed in the audit trail', async () => {
      const token = await server.sessionFor('creator1');
      const before = await rowOf('creator1');
      const answer = await server.post<UserInfo>(UPDATE, { nickname: '  Ada the Author ', introduction: 'Writes puzzle helpers.\nLikes tea.' }, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ username: 'creator1', name: 'Ada the Author', introduction: 'Writes puzzle helpers.\nLikes tea.', roles: ['CREATOR'] });
      const info = await server.get<UserInfo>(`${API}/userQuery/userInfo`, { token });
      expect(info.body.data.name).toBe('Ada the Author');
      const audits = await auditsOf(before.id);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actor_id: before.id, record_name: 'creator1 (Ada the Author)' });
      expect(JSON.parse(audits[0]!.payload)).toEqual({
        nickname: { from: before.nickname, to: 'Ada the Author' },
        introduction: { from: before.introduction, to: 'Writes puzzle helpers.\nLikes tea.' },
      });
      // The same values again: nothing to record.
      await server.post(UPDATE, { nickname: 'Ada the Author', introduction: 'Writes puzzle helpers.\nLikes tea.' }, { token });
      expect(await auditsOf(before.id)).toHaveLength(1);
    });

    it.each([
      ['an empty nickname', { nickname: '  ', introduction: '' }, 'nickname'],
      ['markup in the nickname', { nickname: '<b>x</b>', introduction: '' }, 'nickname'],
      ['a nickname too long', { nickname: 'n'.repeat(33), introduction: '' }, 'nickname'],
      ['a control character', { nickname: 'Ada\u0007', introduction: '' }, 'nickname'],
      ['an introduction too long', { nickname: 'Ada', introduction: 'i'.repeat(501) }, 'introduction'],
      ['a NUL in the introduction', { nickname: 'Ada', introduction: 'a\u0000b' }, 'introduction'],
      ['an avatar from elsewhere', { nickname: 'Ada', introduction: '', avatar: 'https://example.com/me.png' }, 'avatar'],
      ['an avatar never uploaded', { nickname: 'Ada', introduction: '', avatar: `/rocketScript/api/files/covers/${'0'.repeat(64)}.png` }, 'avatar'],
      ['another user named', { nickname: 'Ada', introduction: '', id: 1 }, 'id'],
    ])('refuses %s with a 400 on its field and changes nothing', async (_what, body, field) => {
      const token = await server.sessionFor('creator2');
      const before = await rowOf('creator2');
      const answer = await server.post(UPDATE, body, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toMatchObject({ fields: expect.arrayContaining([expect.objectContaining({ field })]) });
      expect(await rowOf('creator2')).toEqual(before);
    });

    it('takes an avatar uploaded through uploadAvatar, served publicly, and "" goes back to the default', async () => {
      const token = await server.sessionFor('auditor');
      const uploaded = await uploadAvatar(server, token, solidPng(96, 96, [200, 40, 90]));
      expect(uploaded.status).toBe(200);
      const url = uploaded.body.data.url!;
      expect(url).toMatch(/^\/rocketScript\/api\/files\/covers\/[0-9a-f]{64}\.png$/);
      // Uploading alone changes nothing.
      expect((await rowOf('auditor')).avatar).toBeNull();
      const answer = await server.post<UserInfo>(UPDATE, { nickname: 'Auditor', introduction: '', avatar: url }, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data.avatar).toBe(url);
      const served = await fetch(`${server.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      // Omitted: unchanged; '' the default again.
      expect((await server.post<UserInfo>(UPDATE, { nickname: 'Auditor', introduction: 'Reads.' }, { token })).body.data.avatar).toBe(url);
      const reset = await server.post<UserInfo>(UPDATE, { nickname: 'Auditor', introduction: 'Reads.', avatar: '' }, { token });
      expect(reset.body.data.avatar).toBe('/rocketScript/api/files/defaultAvatar.svg');
      expect((await rowOf('auditor')).avatar).toBeNull();
    });

    it('refuses a bad avatar file with a translated reason and changes nothing', async () => {
      const token = await server.sessionFor('operator');
      const before = await rowOf('operator');
      const text = await uploadAvatar(server, token, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
      expect(text.status).toBe(415);
      expect(text.body.data.reason).toBe('unsupported_media_type');
      const huge = await uploadAvatar(server, token, solidPng(5000, 10, [1, 2, 3]));
      expect(huge.status).toBe(400);
      expect(huge.body.data.fields).toEqual([expect.objectContaining({ field: 'image', reason: 'too_big' })]);
      const heavy = await uploadAvatar(server, token, new Uint8Array(2_000_001), 'image/jpeg');
      expect(heavy.status).toBe(413);
      expect(await rowOf('operator')).toEqual(before);
      // A JPEG is fine.
      expect((await uploadAvatar(server, token, greyJpeg(64, 64), 'image/jpeg')).status).toBe(200);
    });

    it('is for signed-in back-office users only: anonymous 401, app users 403', async () => {
      expect((await server.post(UPDATE, { nickname: 'x', introduction: '' })).status).toBe(401);
      const player = await server.sessionFor('player1');
      expect((await server.post(UPDATE, { nickname: 'x', introduction: '' }, { token: player })).status).toBe(403);
      expect((await uploadAvatar(server, player, solidPng(8, 8, [0, 0, 0]))).status).toBe(403);
    });
  });
}
