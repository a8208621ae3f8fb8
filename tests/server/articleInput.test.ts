/**
 * Bad input to the article calls, on both databases (docs/articles.md): hostile variants of each
 * body (missing, wrong types, null, oversized, unknown fields), an over-long or control-character
 * body, covers that were not uploaded here, games that do not exist, bad list parameters and bad
 * public calls are refused with 400 (field errors) and nothing changes. Hostile Markdown is not
 * bad input: it is kept as written, and only ever shown sanitized.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addArticleForm, appArticleForm, appArticlesForm, ARTICLE_BODY_MAX, articleIdForm } from '../../contracts/article.js';
import { APP, ARTICLE, addArticle, gameIdOf } from './support/articles.js';
import { refusedVariants } from './support/cardKeys.js';
import { tableCounts } from './support/controlCharacters.js';
import { DATABASE_TARGETS } from './support/databases.js';
import { useTestServer } from './support/server.js';

const HOSTILE_MARKDOWN = [
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror="alert(1)">',
  '[click](javascript:alert(1))',
  '<iframe src="https://evil.example.com"></iframe>',
  '<a href="JaVaScRiPt:alert(1)" onclick="steal()">x</a>',
].join('\n\n');

const QUERIES: [query: Record<string, string>, field: string][] = [
  [{ status: 'archived' }, 'status'],
  [{ gameId: 'abc' }, 'gameId'],
  [{ companyId: '-1' }, 'companyId'],
  [{ publishedAtFrom: 'soon' }, 'publishedAtFrom'],
  [{ sort: 'body,asc' }, 'sort'],
  [{ title: 'x'.repeat(101) }, 'title'],
  [{ body: 'x' }, 'body'],
];

for (const target of DATABASE_TARGETS) {
  describe.runIf(target.available)(`bad input to the article calls on ${target.name}`, () => {
    const server = useTestServer(target);

    it('refuses every hostile variant of each body with 400 and changes nothing', async () => {
      const company1 = await server.sessionFor('company1');
      const gameId = await gameIdOf(server);
      const article = await addArticle(server, company1);
      const bodies: [path: string, schema: z.ZodType, valid: Record<string, unknown>][] = [
        [`${ARTICLE}/addArticle`, addArticleForm, { title: 'T', gameId, body: 'B' }],
        [`${ARTICLE}/publishArticle`, articleIdForm, { id: article.id }],
        [`${ARTICLE}/unpublishArticle`, articleIdForm, { id: article.id }],
        [`${APP}/articles`, appArticlesForm, { gameId, page: 1, size: 20 }],
        [`${APP}/article`, appArticleForm, { id: article.id }],
      ];
      const before = await tableCounts(server.db);
      for (const [path, schema, valid] of bodies) {
        const variants = refusedVariants(schema, valid);
        expect(variants.length).toBeGreaterThan(5);
        for (const [name, body] of variants) {
          const answer = await server.post(path, body, { token: company1 });
          expect(answer.status, `${path} ${name}: ${answer.text}`).toBe(400);
          expect(answer.body.data, name).toMatchObject({ reason: 'invalid_input', fields: expect.any(Array) });
        }
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });

    it('refuses a body too long, blank or with control characters, a foreign cover and an unknown game', async () => {
      const company1 = await server.sessionFor('company1');
      const gameId = await gameIdOf(server);
      const article = await addArticle(server, company1);
      const before = await tableCounts(server.db);
      const cases: [what: string, body: Record<string, unknown>, field: string][] = [
        ['a body of 50,001 characters', { title: 'T', gameId, body: 'x'.repeat(ARTICLE_BODY_MAX + 1) }, 'body'],
        ['a blank body', { title: 'T', gameId, body: ' \n\t ' }, 'body'],
        ['a title of 101 characters', { title: 'x'.repeat(101), gameId, body: 'B' }, 'title'],
        ['markup in the title', { title: '<b>T</b>', gameId, body: 'B' }, 'title'],
        ['an empty title', { title: '  ', gameId, body: 'B' }, 'title'],
        ['a cover elsewhere', { title: 'T', gameId, body: 'B', coverUrl: 'https://evil.example.com/x.png' }, 'coverUrl'],
        ['a cover never uploaded', { title: 'T', gameId, body: 'B', coverUrl: `/rocketScript/api/files/covers/${'a'.repeat(64)}.png` }, 'coverUrl'],
        ['a game that does not exist', { title: 'T', gameId: 999_999, body: 'B' }, 'gameId'],
        ['a status sent with the form', { title: 'T', gameId, body: 'B', status: 'published' }, ''],
      ];
      for (const [what, body, field] of cases) {
        for (const path of ['addArticle', 'updateArticle']) {
          const sent = path === 'addArticle' ? body : { id: article.id, ...body };
          const answer = await server.post(`${ARTICLE}/${path}`, sent, { token: company1 });
          expect(answer.status, `${path}, ${what}: ${answer.text}`).toBe(400);
          if (field) expect(JSON.stringify(answer.body.data), what).toContain(`"field":"${field}"`);
        }
      }
      for (const control of ['\u0000', '\u001b', '\u202e']) {
        const answer = await server.post(`${ARTICLE}/addArticle`, { title: 'T', gameId, body: `a${control}b` }, { token: company1 });
        expect(answer.status).toBe(400);
        expect(answer.text).toContain('body');
      }
      expect(await tableCounts(server.db)).toEqual(before);
    });

    it('keeps hostile Markdown as written (it is only ever shown sanitized) and a body of exactly 50,000 characters', async () => {
      const company1 = await server.sessionFor('company1');
      const hostile = await addArticle(server, company1, { body: HOSTILE_MARKDOWN });
      expect(hostile.body).toBe(HOSTILE_MARKDOWN);
      const longest = await addArticle(server, company1, { body: '字'.repeat(ARTICLE_BODY_MAX) });
      expect(longest.body).toHaveLength(ARTICLE_BODY_MAX);
    });

    it('refuses bad list parameters with 400 naming the parameter', async () => {
      const company1 = await server.sessionFor('company1');
      for (const [query, field] of QUERIES) {
        for (const path of ['queryArticle', 'exportArticle']) {
          const answer = await server.get(`${ARTICLE}/${path}`, { token: company1, query });
          expect(answer.status, `${path} ${JSON.stringify(query)}: ${answer.text}`).toBe(400);
          expect(answer.text).toContain(field);
        }
      }
      const history = await server.get(`${ARTICLE}/queryArticleHistory`, { token: company1, query: { id: 'one' } });
      expect(history.status).toBe(400);
    });
  });
}
