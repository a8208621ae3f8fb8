/**
 * What one user may keep staged (docs/files.md, "Limits per user"), over HTTP on both databases:
 * a number of unfinished uploads (429 `too_many_uploads`) and their bytes together (413
 * `upload_space_full`), per user, with room given back by a cancel or a registration, and a burst
 * of parallel creations that cannot pass the limit together.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { uploadOwner } from '../../server/modules/files/tus/staging.js';
import { findAccountByUsername } from '../../server/modules/user/accounts.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';
import { tusClient } from './support/tus.js';

const LIMITS = { uploads: 3, bytes: 10_000 };

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`limits per user on staged uploads on ${target.name}`, () => {
    const uploads = { ...loadConfig({}).uploads, perUser: LIMITS };
    const server = useTestServer(target, { uploads });
    const tus = () => tusClient(server.url);
    const staged = () => readdirSync(join(server.config.uploadsDir, '.tus')).length;

    /** Cancels every upload `token` created here, so each test starts with room. */
    async function cancelAll(token: string, locations: string[]) {
      for (const location of locations) await tus().remove(token, location);
    }

    it('refuses the upload past the count with 429, names the reason, and stages nothing for it', async () => {
      const token = await server.sessionFor('creator1');
      const locations: string[] = [];
      for (let index = 0; index < LIMITS.uploads; index += 1) {
        const created = await tus().create(token, { purpose: 'rc', filename: `part${index}.rc`, length: 100 });
        expect(created.status, created.text).toBe(201);
        locations.push(created.headers.get('location')!);
      }
      const before = staged();
      const refused = await tus().create(token, { purpose: 'rc', filename: 'one-more.rc', length: 100 });
      expect(refused.status).toBe(429);
      expect(refused.envelope?.data?.reason).toBe('too_many_uploads');
      expect(staged()).toBe(before);

      // Another user has their own room.
      const other = await tus().create(await server.sessionFor('creator2'), { purpose: 'rc', length: 100 });
      expect(other.status, other.text).toBe(201);
      await cancelAll(await server.sessionFor('creator2'), [other.headers.get('location')!]);

      // A cancel gives its place back.
      await tus().remove(token, locations.pop()!);
      const again = await tus().create(token, { purpose: 'rc', filename: 'again.rc', length: 100 });
      expect(again.status, again.text).toBe(201);
      await cancelAll(token, [...locations, again.headers.get('location')!]);
    });

    it('refuses the upload whose bytes would pass the room left with 413', async () => {
      const token = await server.sessionFor('creator1');
      const first = await tus().create(token, { purpose: 'rc', length: 6_000 });
      expect(first.status, first.text).toBe(201);
      const refused = await tus().create(token, { purpose: 'rc', length: 4_001 });
      expect(refused.status).toBe(413);
      expect(refused.envelope?.data?.reason).toBe('upload_space_full');
      const fits = await tus().create(token, { purpose: 'rc', length: 4_000 });
      expect(fits.status, fits.text).toBe(201);
      await cancelAll(token, [first.headers.get('location')!, fits.headers.get('location')!]);
    });

    it('counts and shows only uploads made against this database, though another shares the folder', async () => {
      const token = await server.sessionFor('creator1');
      const mine = await tus().create(token, { purpose: 'rc', length: 100 });
      expect(mine.status, mine.text).toBe(201);
      const id = (await findAccountByUsername(server.db, 'creator1'))!.id;
      // Uploads another database's user with the same id left in the shared folder.
      const directory = join(server.config.uploadsDir, '.tus');
      const elsewhere = uploadOwner({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/other', sqlitePath: '' }, id);
      expect(elsewhere).not.toBe(uploadOwner(server.config, id));
      const foreign = Array.from({ length: LIMITS.uploads }, (_, index) => `${'f'.repeat(31)}${index}`);
      for (const upload of foreign) {
        writeFileSync(join(directory, upload), '');
        writeFileSync(
          join(directory, `${upload}.json`),
          JSON.stringify({ id: upload, size: 100, offset: 0, metadata: { purpose: 'rc', filename: 'x.rc', ownerId: elsewhere }, creation_date: new Date().toISOString() }),
        );
      }
      // Not counted against this user, and out of their reach.
      const second = await tus().create(token, { purpose: 'rc', length: 100 });
      expect(second.status, second.text).toBe(201);
      expect((await tus().head(token, `/rocketScript/api/files/tus/${foreign[0]}`)).status).toBe(404);
      expect((await tus().remove(token, `/rocketScript/api/files/tus/${foreign[0]}`)).status).toBe(404);
      for (const upload of foreign) for (const name of [upload, `${upload}.json`]) rmSync(join(directory, name), { force: true });
      await cancelAll(token, [mine.headers.get('location')!, second.headers.get('location')!]);
    });

    it('lets exactly as many of a parallel burst through as there is room for', async () => {
      const token = await server.sessionFor('creator1');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => tus().create(token, { purpose: 'rc', filename: `burst${index}.rc`, length: 10 })),
      );
      const created = answers.filter((answer) => answer.status === 201);
      expect(created).toHaveLength(LIMITS.uploads);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - LIMITS.uploads);
      await cancelAll(token, created.map((answer) => answer.headers.get('location')!));
    });
  });
}
