/** The articles table (0016, docs/articles.md), as Kysely sees it. */
import type { ColumnType, Generated } from 'kysely';
import type { ArticleStatus } from '../../contracts/articleKinds.js';
import type { IsoTime } from './columnTypes.js';

export interface ArticlesTable {
  id: Generated<number>;
  company_id: number;
  game_id: number;
  title: string;
  /** A stored cover's URL (/rocketScript/api/files/covers/…), or null. */
  cover_url: string | null;
  /** Markdown as written. */
  body: string;
  status: ColumnType<ArticleStatus, ArticleStatus | undefined, ArticleStatus>;
  published_at: IsoTime | null;
  author_id: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}
