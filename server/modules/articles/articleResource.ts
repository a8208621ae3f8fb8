/**
 * Business companies' articles (docs/articles.md): /api/article/queryArticle, exportArticle,
 * addArticle, updateArticle. A BUSINESS_COMPANY user reads and writes only its own company's
 * articles (another company's answer 404 and are not changed); ADMIN reads every company's and
 * writes none. The text changes only while a draft or unpublished; the status only through the
 * article flow (./articleFlow.ts).
 */
import { isArticleEditable, type ArticleRecord, type ArticleStatus } from '../../../contracts/article.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import { articleContract } from '../../../contracts/resources/articles.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { defineResource, type LooseDb, type Row } from '../../resource/resource.js';
import { sampleGameId } from '../masterData/games.js';
import { namesBy } from '../masterData/related.js';
import { assertCover, assertGame } from '../scripts/scriptRules.js';

/** Record field -> column, for the fields written as they come. */
const COLUMNS = { title: 'title', gameId: 'game_id', coverUrl: 'cover_url', body: 'body' } as const;

function columnsOf(fields: Record<string, unknown>): Row {
  const row: Row = {};
  for (const [field, column] of Object.entries(COLUMNS)) if (fields[field] !== undefined) row[column] = fields[field];
  return row;
}

export function articleOf(row: Row): ArticleRecord {
  return {
    id: Number(row.id),
    title: String(row.title),
    companyId: Number(row.company_id),
    companyName: '',
    gameId: Number(row.game_id),
    gameName: '',
    coverUrl: (row.cover_url as string | null) ?? null,
    body: String(row.body ?? ''),
    status: row.status as ArticleStatus,
    publishedAt: (row.published_at as string | null) ?? null,
    authorId: Number(row.author_id),
    authorName: '',
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

/** The authors' names as the lists show people: username, with the nickname when it says more. */
async function authorNames(db: LooseDb, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = (await db.selectFrom('users').select(['id', 'username', 'nickname']).where('id', 'in', unique).execute()) as Row[];
  return new Map(rows.map((r) => [Number(r.id), userRecordName(String(r.username), r.nickname as string | null)]));
}

export async function withArticleNames(db: LooseDb, records: ArticleRecord[]): Promise<ArticleRecord[]> {
  const [games, companies, authors] = await Promise.all([
    namesBy(db, 'games', 'game_name', records.map((r) => r.gameId)),
    namesBy(db, 'companies', 'name', records.map((r) => r.companyId)),
    authorNames(db, records.map((r) => r.authorId)),
  ]);
  return records.map((r) => ({
    ...r,
    gameName: games.get(r.gameId) ?? '',
    companyName: companies.get(r.companyId) ?? '',
    authorName: authors.get(r.authorId) ?? '',
  }));
}

/** The company an article is written for: the caller's own (a user linked to none writes nothing). */
function companyOf(caller: AuthUser): number {
  if (caller.companyId === null) throw fail.forbidden('Your account belongs to no business company');
  return caller.companyId;
}

const notEditable = () =>
  fail.conflict('A published article cannot be edited: unpublish it first', 'illegal_transition');

export const articleResource = defineResource(articleContract, {
  auditEntity: 'article',
  recordName: (record) => record.title,
  table: 'articles',
  toRecord: articleOf,
  enrich: withArticleNames,
  // Derived when read, or moved only by the flow (whose own rows record them): not part of what
  // an ADD or UPDATE row records.
  secretFields: ['companyName', 'gameName', 'authorName', 'status', 'publishedAt', 'authorId'],
  ownership: {
    unscopedRoles: ['ADMIN'],
    byRole: { BUSINESS_COMPANY: { column: 'company_id', ownerOf: (user) => user.companyId } },
  },
  list: {
    roles: ENTITY_ROLES.Article.list,
    filters: {
      title: { columns: ['title'] },
      status: { column: 'status' },
      gameId: { column: 'game_id' },
      companyId: { column: 'company_id' },
      publishedAt: { column: 'published_at' },
    },
    sortColumns: {
      id: 'id',
      title: 'title',
      status: 'status',
      publishedAt: 'published_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  add: {
    roles: ENTITY_ROLES.Article.add,
    async toRow(input, caller, db, ctx) {
      const companyId = companyOf(caller);
      await assertGame(db, input.gameId);
      await assertCover(ctx.covers, input.coverUrl, undefined, 'coverUrl');
      return { ...columnsOf(input), company_id: companyId, author_id: caller.id, status: 'draft' };
    },
    async sample(db) {
      return { title: 'Sample article', gameId: await sampleGameId(db), coverUrl: null, body: '# Sample\n\nSome *text*.' };
    },
  },
  update: {
    roles: ENTITY_ROLES.Article.update,
    async toRow(changes, before, _caller, db, ctx) {
      if (!isArticleEditable(String(before.status))) throw notEditable();
      if (changes.gameId !== undefined) await assertGame(db, changes.gameId);
      await assertCover(ctx.covers, changes.coverUrl, before.cover_url, 'coverUrl');
      return columnsOf(changes);
    },
    // A PUBLISH that committed between the read above and this write wins: the edit rolls back.
    async after(db, { id }) {
      const row = (await db.selectFrom('articles').select('status').where('id', '=', id).executeTakeFirst()) as Row | undefined;
      if (!row || !isArticleEditable(String(row.status))) throw notEditable();
      return undefined;
    },
    sample: { title: 'Probe title' },
  },
});
