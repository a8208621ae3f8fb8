/**
 * An activity pop-up's image is an external https: URL (docs/decisions.md, "Security"), on both
 * databases: the form refuses anything else with a field error and stores nothing, and the CSP
 * lets the browser load what the form accepts (img-src https:), nothing more.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from './support/databases.js';
import { API, useTestServer } from './support/server.js';

const NOTICE = {
  title: 'Image rules',
  content: '',
  linkUrl: null,
  startAt: '2026-07-01T00:00:00Z',
  endAt: '2026-07-02T00:00:00Z',
  enabled: true,
};

const REFUSED = [
  'http://cdn.example.com/summer.png',
  'data:image/png;base64,iVBORw0KGgo=',
  'javascript:alert(1)',
  'ftp://cdn.example.com/summer.png',
  '//cdn.example.com/summer.png',
  'https://user:secret@cdn.example.com/summer.png',
];

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`activity pop-up images on ${target.name}`, () => {
    const server = useTestServer(target);
    const count = async () =>
      Number((await server.db.selectFrom('activity_notices').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    it('refuses an image URL that is not https: with a field error, on add and on update', async () => {
      const token = await server.sessionFor('admin');
      const before = await count();
      for (const imageUrl of REFUSED) {
        const answer = await server.post(`${API}/activityNotice/addActivityNotice`, { ...NOTICE, imageUrl }, { token });
        expect(answer.status, imageUrl).toBe(400);
        expect(answer.body.data).toMatchObject({ reason: 'invalid_input', fields: [{ field: 'imageUrl', reason: 'invalid_format' }] });
      }
      expect(await count()).toBe(before);

      const added = await server.post<{ id: number; imageUrl: string }>(
        `${API}/activityNotice/addActivityNotice`,
        { ...NOTICE, imageUrl: 'https://cdn.example.com/summer.png' },
        { token },
      );
      expect(added.status, added.text).toBe(200);
      expect(added.body.data.imageUrl).toBe('https://cdn.example.com/summer.png');
      const { id } = added.body.data;

      const downgraded = await server.post(`${API}/activityNotice/updateActivityNotice`, { id, imageUrl: 'http://cdn.example.com/summer.png' }, { token });
      expect(downgraded.status).toBe(400);
      expect(downgraded.body.data).toMatchObject({ fields: [{ field: 'imageUrl', reason: 'invalid_format' }] });
      const stored = await server.db.selectFrom('activity_notices').select('image_url').where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored.image_url).toBe('https://cdn.example.com/summer.png');

      // The link may still be http: (it is followed, not loaded by the page).
      const linked = await server.post(`${API}/activityNotice/updateActivityNotice`, { id, linkUrl: 'http://example.com/events' }, { token });
      expect(linked.status, linked.text).toBe(200);
    });

    it("lets the CSP load https: images besides this origin's, data: and blob:, and nothing else", async () => {
      const answer = await fetch(`${server.url}${API}/userQuery/getSalt?username=admin`);
      const csp = answer.headers.get('content-security-policy') ?? '';
      const imgSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('img-src '));
      expect(imgSrc?.split(/\s+/).slice(1).sort()).toEqual(["'self'", 'blob:', 'data:', 'https:']);
      expect(csp).toContain("default-src 'self'");
      await answer.arrayBuffer();
    });
  });
}
