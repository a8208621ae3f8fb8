/**
 * Demo articles (docs/articles.md), so /version-game has data and the two companies can be told
 * apart: Starlight Games' published guide, a draft and one taken down; Blue Harbor's published
 * news and a draft. Each is written as a draft with its ADD audit row, as the add call does; every
 * status change goes through the article flow, so the History reads as it happened. Once: a
 * database with any article is left alone.
 */
import type { Kysely } from 'kysely';
import type { ArticleStatus } from '../../contracts/article.js';
import type { DB } from '../db/schema.js';
import { appendAudit } from '../db/audit.js';
import { isoTime } from '../db/values.js';
import type { AuthUser } from '../http/access.js';
import { articleActorOf, changeArticleStatus } from '../modules/articles/articleFlow.js';
import { authUserOf } from '../modules/user/accounts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoArticle {
  author: string;
  game: string;
  title: string;
  body: string;
  /** Where it ends: published (days ago), or taken down after that. */
  ends: ArticleStatus;
  daysAgo: number;
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    author: 'company1',
    game: 'Puzzle Kingdom',
    title: 'Puzzle Kingdom: the spring update in five steps',
    body: '# The spring update\n\nWhat changes for **Puzzle Kingdom Auto** users:\n\n1. New levels are recognised.\n2. Daily rewards are collected *before* the energy refill.\n3. See the [release notes](https://example.com/puzzle-kingdom/spring).\n',
    ends: 'published',
    daysAgo: 12,
  },
  {
    author: 'company1',
    game: 'Puzzle Kingdom',
    title: 'Tips for the weekend event',
    body: '## Weekend event\n\n- Start the script after the event opens.\n- Keep the app in front.\n',
    ends: 'draft',
    daysAgo: 2,
  },
  {
    author: 'company1',
    game: 'Card Legends',
    title: 'Winter tournament (ended)',
    body: 'The winter tournament is over: thanks to everyone who took part.',
    ends: 'unpublished',
    daysAgo: 40,
  },
  {
    author: 'company2',
    game: 'Card Legends',
    title: 'Card Legends Bot now supports ranked matches',
    body: '# Ranked matches\n\nThe bot now plays **ranked** matches too. Choose the deck in the script settings.\n',
    ends: 'published',
    daysAgo: 7,
  },
  {
    author: 'company2',
    game: 'Card Legends',
    title: 'Deck building guide (draft)',
    body: 'Work in progress.',
    ends: 'draft',
    daysAgo: 1,
  },
];

async function writeDraft(db: Kysely<DB>, author: AuthUser, gameId: number, article: DemoArticle, at: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const values = {
      company_id: author.companyId!,
      game_id: gameId,
      title: article.title,
      cover_url: null,
      body: article.body,
      status: 'draft' as const,
      published_at: null,
      author_id: author.id,
      created_at: isoTime(at),
      updated_at: isoTime(at),
    };
    const { id } = await trx.insertInto('articles').values(values).returning('id').executeTakeFirstOrThrow();
    await appendAudit(
      trx,
      {
        actorId: author.id,
        entity: 'article',
        entityId: id,
        recordName: article.title,
        event: 'ADD',
        payload: { id, title: article.title, companyId: values.company_id, gameId, coverUrl: null, body: article.body },
      },
      at,
    );
    return id;
  });
}

export async function seedDemoArticles(db: Kysely<DB>, now: number = Date.now()): Promise<void> {
  if (await db.selectFrom('articles').select('id').limit(1).executeTakeFirst()) return;
  for (const article of DEMO_ARTICLES) {
    const game = await db.selectFrom('games').select('id').where('game_name', '=', article.game).executeTakeFirst();
    const author = await authUserOf(db, article.author).catch(() => null);
    if (!game || !author || author.companyId === null) continue;
    const written = now - article.daysAgo * DAY_MS;
    const id = await writeDraft(db, author, game.id, article, written);
    const actor = articleActorOf(author);
    if (article.ends === 'draft') continue;
    await changeArticleStatus(db, id, actor, { type: 'PUBLISH', actor }, written + DAY_MS / 4);
    if (article.ends === 'unpublished') await changeArticleStatus(db, id, actor, { type: 'UNPUBLISH', actor }, written + 20 * DAY_MS);
  }
}
