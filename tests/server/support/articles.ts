/** Helpers of the article tests (docs/articles.md): writing, publishing and reading articles back. */
import { expect } from 'vitest';
import type { AddArticleForm, ArticleRecord } from '../../../contracts/article.js';
import { API, type Answer, type TestServer } from './server.js';

export const ARTICLE = `${API}/article`;
export const APP = `${API}/app`;

export async function gameIdOf(server: TestServer, name = 'Puzzle Kingdom'): Promise<number> {
  return (await server.db.selectFrom('games').select('id').where('game_name', '=', name).executeTakeFirstOrThrow()).id;
}

export async function companyIdOf(server: TestServer, username: string): Promise<number> {
  const row = await server.db.selectFrom('users').select('company_id').where('username_key', '=', username).executeTakeFirstOrThrow();
  return row.company_id!;
}

export async function addArticle(server: TestServer, token: string, form: Partial<AddArticleForm> = {}): Promise<ArticleRecord> {
  const answer = await server.post<ArticleRecord>(
    `${ARTICLE}/addArticle`,
    { title: 'A test article', gameId: await gameIdOf(server), body: '# Hello\n\nSome **text**.', ...form },
    { token },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

export function act(server: TestServer, token: string, event: 'publish' | 'unpublish', id: number): Promise<Answer> {
  return server.post(`${ARTICLE}/${event}Article`, { id }, { token });
}

export async function storedArticle(server: TestServer, id: number) {
  return server.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
}
