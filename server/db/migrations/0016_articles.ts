import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/**
 * 0016: business companies' articles (docs/articles.md). Each belongs to one company and is about
 * one game; its body is Markdown as written (rendered and sanitized when shown, never stored as
 * HTML). `status` moves through the article machine; `published_at` is the last publication.
 */
export function articles(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('articles')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('cover_url', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('draft').check(sql`status in ('draft', 'published', 'unpublished')`),
        )
        .addColumn('published_at', 'text')
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // A company's list, newest first; the app's published list, newest publication first, per game.
      await db.schema.createIndex('articles_company_idx').on('articles').columns(['company_id', 'id']).execute();
      await db.schema
        .createIndex('articles_published_idx')
        .on('articles')
        .columns(['game_id', 'published_at'])
        .where(sql.ref('status'), '=', 'published')
        .execute();
      await db.schema
        .createIndex('articles_published_all_idx')
        .on('articles')
        .column('published_at')
        .where(sql.ref('status'), '=', 'published')
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('articles').execute();
    },
  };
}
