/**
 * Articles on both databases (docs/articles.md): a company writes, edits and publishes its own
 * articles and never reaches the other company's; ADMIN reads all and may only take one down; the
 * flow's transitions are audited and two parallel publishes make one change and one 409; the
 * app's public calls show only published articles, and count per address.
 */
import { describe, expect, it } from 'vitest';
import type { AppArticle, AppArticlePage, ArticleRecord } from '../../contracts/article.js';
import type { RecordHistory } from '../../contracts/audit.js';
import { act, addArticle, APP, ARTICLE, companyIdOf, gameIdOf, storedArticle } from './support/articles.js';
import { auditRows } from './support/cardKeys.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';

type ListPage<T> = { records: T[]; total: number };
const API_AUDIT = '/rocketScript/api/audit';
for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`articles on ${target.name}`, () => {
    const server = useTestServer(target);

    it('lets a company write, list, edit and export only its own articles', async () => {
      const company1 = await server.sessionFor('company1');
      const company2 = await server.sessionFor('company2');
      const created = await addArticle(server, company1, { title: 'Own article', body: 'Body <b>kept</b> as written' });
      expect(created).toMatchObject({ status: 'draft', publishedAt: null, companyId: await companyIdOf(server, 'company1'), gameName: 'Puzzle Kingdom', authorName: expect.stringContaining('company1') });
      expect(created.body).toBe('Body <b>kept</b> as written');

      const own = await server.get<ListPage<ArticleRecord>>(`${ARTICLE}/queryArticle`, { token: company1, query: { size: '200' } });
      expect(own.status).toBe(200);
      expect(own.body.data.records.every((r) => r.companyId === created.companyId)).toBe(true);
      expect(own.body.data.records.map((r) => r.id)).toContain(created.id);
      const theirs = await server.get<ListPage<ArticleRecord>>(`${ARTICLE}/queryArticle`, { token: company2, query: { size: '200' } });
      expect(theirs.body.data.records.map((r) => r.id)).not.toContain(created.id);
      expect(theirs.body.data.total).toBeGreaterThan(0);

      // The other company can neither edit, publish nor read its history: it does not exist for them.
      const before = await storedArticle(server, created.id);
      expect((await server.post(`${ARTICLE}/updateArticle`, { id: created.id, title: 'Taken over' }, { token: company2 })).status).toBe(404);
      expect((await act(server, company2, 'publish', created.id)).status).toBe(404);
      expect((await server.get(`${ARTICLE}/queryArticleHistory`, { token: company2, query: { id: String(created.id) } })).status).toBe(404);
      expect(await storedArticle(server, created.id)).toEqual(before);

      const edited = await server.post<ArticleRecord>(`${ARTICLE}/updateArticle`, { id: created.id, title: 'Own article, edited', gameId: await gameIdOf(server, 'Card Legends') }, { token: company1 });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.data).toMatchObject({ title: 'Own article, edited', gameName: 'Card Legends' });
      const [add, update] = await auditRows(server, 'article', created.id);
      expect(add).toMatchObject({ event: 'ADD', record_name: 'Own article' });
      expect(JSON.parse(update!.payload)).toMatchObject({ title: { from: 'Own article', to: 'Own article, edited' } });

      const csv = await server.get(`${ARTICLE}/exportArticle`, { token: company1, query: { title: 'edited', columns: 'id,title,status', lang: 'en', tz: 'UTC' } });
      expect(csv.status).toBe(200);
      expect(csv.text).toContain('Own article, edited');
      expect(csv.text).toContain('Draft');
    });

    it('filters by status, game and title, and sorts', async () => {
      const company1 = await server.sessionFor('company1');
      const cards = await gameIdOf(server, 'Card Legends');
      const list = await server.get<ListPage<ArticleRecord>>(`${ARTICLE}/queryArticle`, { token: company1, query: { status: 'published', sort: 'publishedAt,desc' } });
      expect(list.body.data.records.length).toBeGreaterThan(0);
      expect(list.body.data.records.every((r) => r.status === 'published')).toBe(true);
      const byGame = await server.get<ListPage<ArticleRecord>>(`${ARTICLE}/queryArticle`, { token: company1, query: { gameId: String(cards) } });
      expect(byGame.body.data.records.every((r) => r.gameId === cards)).toBe(true);
      const byTitle = await server.get<ListPage<ArticleRecord>>(`${ARTICLE}/queryArticle`, { token: company1, query: { title: 'WEEKEND' } });
      expect(byTitle.body.data.records.map((r) => r.title)).toEqual(['Tips for the weekend event']);
    });

    it('publishes, unpublishes and republishes through the machine, with History', async () => {
      const company1 = await server.sessionFor('company1');
      const article = await addArticle(server, company1, { title: 'Flow article' });
      const published = await act(server, company1, 'publish', article.id);
      expect(published.status, published.text).toBe(200);
      expect(published.body.data).toMatchObject({ from: 'draft', to: 'published', publishedAt: expect.any(String) });

      // Published: not editable, not published twice.
      const locked = await server.post(`${ARTICLE}/updateArticle`, { id: article.id, title: 'Changed while public' }, { token: company1 });
      expect(locked.status).toBe(409);
      expect(locked.body.data).toMatchObject({ reason: 'illegal_transition' });
      expect((await act(server, company1, 'publish', article.id)).status).toBe(409);

      expect((await act(server, company1, 'unpublish', article.id)).body.data).toMatchObject({ from: 'published', to: 'unpublished' });
      const editedAgain = await server.post(`${ARTICLE}/updateArticle`, { id: article.id, body: 'Fixed text' }, { token: company1 });
      expect(editedAgain.status, editedAgain.text).toBe(200);
      expect((await act(server, company1, 'publish', article.id)).body.data).toMatchObject({ from: 'unpublished', to: 'published' });

      const history = await server.get<RecordHistory>(`${ARTICLE}/queryArticleHistory`, { token: company1, query: { id: String(article.id) } });
      expect(history.status, history.text).toBe(200);
      expect(history.body.data.status).toBe('published');
      expect(history.body.data.transitions.map((t) => `${t.from}>${t.event}>${t.to}`)).toEqual([
        'draft>PUBLISH>published',
        'published>UNPUBLISH>unpublished',
        'unpublished>PUBLISH>published',
      ]);
      const auditor = await server.sessionFor('auditor');
      expect((await server.get(`${API_AUDIT}/queryRecordHistory`, { token: auditor, query: { entity: 'article', id: String(article.id) } })).status).toBe(200);
    });

    it('lets two parallel publishes make one change and one 409, with one audit row', async () => {
      const company1 = await server.sessionFor('company1');
      const article = await addArticle(server, company1, { title: 'Raced article' });
      const answers = await Promise.all([act(server, company1, 'publish', article.id), act(server, company1, 'publish', article.id)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const rows = (await auditRows(server, 'article', article.id)).filter((r) => r.event === 'PUBLISH');
      expect(rows).toHaveLength(1);
      expect((await storedArticle(server, article.id))?.status).toBe('published');
    });

    it('never lands an edit on a published article when an edit and a publish race', async () => {
      const company1 = await server.sessionFor('company1');
      for (let round = 0; round < 6; round += 1) {
        const article = await addArticle(server, company1, { title: `Edit race ${round}` });
        const [edit, publish] = await Promise.all([
          server.post(`${ARTICLE}/updateArticle`, { id: article.id, body: `Edited ${round}` }, { token: company1 }),
          act(server, company1, 'publish', article.id),
        ]);
        expect(publish.status).toBe(200);
        expect([200, 409]).toContain(edit.status);
        const rows = await auditRows(server, 'article', article.id);
        const published = rows.findIndex((r) => r.event === 'PUBLISH');
        const edited = rows.findIndex((r) => r.event === 'UPDATE');
        // An edit that went through happened before the publication; a refused one left nothing.
        if (edit.status === 200) expect(edited).toBeLessThan(published);
        else expect(edited).toBe(-1);
        expect((await storedArticle(server, article.id))?.body).toBe(edit.status === 200 ? `Edited ${round}` : article.body);
      }
    });

    it('lets ADMIN read every company and take an article down, but not write or publish', async () => {
      const admin = await server.sessionFor('admin');
      const company2 = await server.sessionFor('company2');
      const article = await addArticle(server, company2, { title: 'Moderated article' });
      const all = await server.get<ListPage<ArticleRecord>>(`${ARTICLE}/queryArticle`, { token: admin, query: { size: '200' } });
      expect(new Set(all.body.data.records.map((r) => r.companyId)).size).toBe(2);
      expect((await act(server, admin, 'publish', article.id)).status).toBe(403);
      expect((await act(server, company2, 'publish', article.id)).status).toBe(200);
      expect((await act(server, admin, 'unpublish', article.id)).body.data).toMatchObject({ to: 'unpublished' });
      expect((await server.post(`${ARTICLE}/addArticle`, { title: 'x', gameId: 1, body: 'x' }, { token: admin })).status).toBe(403);
      expect((await server.post(`${ARTICLE}/updateArticle`, { id: article.id, title: 'x' }, { token: admin })).status).toBe(403);
    });

    it('shows the app only published articles, without signing in', async () => {
      const company1 = await server.sessionFor('company1');
      const draft = await addArticle(server, company1, { title: 'Never public' });
      const down = await addArticle(server, company1, { title: 'Public then down' });
      await act(server, company1, 'publish', down.id);
      await act(server, company1, 'unpublish', down.id);
      const live = await addArticle(server, company1, { title: 'Public now', body: '# Live\n\n<script>alert(1)</script>' });
      await act(server, company1, 'publish', live.id);

      const list = await server.post<AppArticlePage>(`${APP}/articles`, { size: 50 });
      expect(list.status, list.text).toBe(200);
      const ids = list.body.data.records.map((r) => r.id);
      expect(ids).toContain(live.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(down.id);
      expect(ids[0]).toBe(live.id); // newest publication first
      const published = await server.db.selectFrom('articles').select('id').where('status', '=', 'published').execute();
      expect(list.body.data.total).toBe(published.length);
      expect(list.text).not.toContain('"body"');

      const byGame = await server.post<AppArticlePage>(`${APP}/articles`, { gameId: await gameIdOf(server, 'Card Legends') });
      expect(byGame.body.data.records.every((r) => r.gameName === 'Card Legends')).toBe(true);
      const page2 = await server.post<AppArticlePage>(`${APP}/articles`, { page: 2, size: 1 });
      expect(page2.body.data).toMatchObject({ page: 2, size: 1 });
      expect(page2.body.data.records[0]?.id).toBe(ids[1]);

      const one = await server.post<AppArticle>(`${APP}/article`, { id: live.id });
      expect(one.status).toBe(200);
      expect(one.body.data).toMatchObject({ id: live.id, title: 'Public now', body: '# Live\n\n<script>alert(1)</script>' });
      for (const hidden of [draft.id, down.id, 2_147_000_000]) {
        const refused = await server.post(`${APP}/article`, { id: hidden });
        expect(refused.status).toBe(404);
        expect(refused.text).not.toContain('Never public');
      }
    });

    it('counts the public reads per address (429 past the limit)', async () => {
      // The counter lives in the database, shared with the other instance: start it from zero.
      await server.db.deleteFrom('throttles').where('key', 'like', 'article-read:%').execute();
      const url = await server.startAnother({ limits: { ...server.config.limits, articleReadsPerAddress: { max: 3, windowSeconds: 60 } } });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const answer = await fetch(`${url}${APP}/articles`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.at(-1)).toBe(429);
    });
  });
}

