/**
 * A business company's articles (docs/articles.md): one zod schema per body and answer, shared by
 * the server and the screens. The statuses, events and who publishes are in ./articleKinds.ts (no
 * zod there); the machine is machines/article.machine.ts.
 */
import { z } from 'zod';
import { ARTICLE_STATUSES } from './articleKinds.js';
import { COVER_URL_PATTERN } from './files.js';
import { CONTROL_CHARACTER_BUT_LINE_BREAKS, showsNothing, idField, queryIdField, multilineTexts, plainText, updateFormOf } from './fields.js';

export * from './articleKinds.js';

export const ARTICLE_TITLE_MAX = 100;
/** The longest body, in characters of Markdown. */
export const ARTICLE_BODY_MAX = 50_000;
/** The statuses in which the text of an article may change: never while readers see it. */
export const ARTICLE_EDITABLE_STATUSES = ['draft', 'unpublished'] as const;

export function isArticleEditable(status: string): boolean {
  return (ARTICLE_EDITABLE_STATUSES as readonly string[]).includes(status);
}

/**
 * The body: Markdown, 1..50,000 characters, not blank. Markup is allowed (Markdown may hold
 * HTML); it is made harmless when rendered, never trusted. Control characters are refused but
 * for tabs and line breaks (registered as multi-line text for the server's guard).
 */
export const articleBodyField = z
  .string()
  .max(ARTICLE_BODY_MAX)
  .refine((text) => !showsNothing(text), { message: 'must not be blank', params: { reason: 'required' } })
  .refine((text) => !CONTROL_CHARACTER_BUT_LINE_BREAKS.test(text), {
    message: 'must not hold control characters',
    params: { reason: 'invalid_characters' },
  })
  .register(multilineTexts, { multiline: true });

/** A cover uploaded through the app's image upload (/api/files/uploadImage), or null for none. */
export const articleCoverField = z.string().regex(COVER_URL_PATTERN).nullable();

export const articleFields = {
  title: plainText(ARTICLE_TITLE_MAX),
  gameId: idField,
  coverUrl: articleCoverField.optional(),
  body: articleBodyField,
};

/** POST /api/article/addArticle: a draft of the caller's company. */
export const addArticleForm = z.strictObject(articleFields);
export type AddArticleForm = z.infer<typeof addArticleForm>;
/** POST /api/article/updateArticle: `{id, ...fields to change}`, while a draft or unpublished. */
export const updateArticleForm = updateFormOf(articleFields);
export type UpdateArticleForm = z.infer<typeof updateArticleForm>;

export const articleStatusField = z.enum(ARTICLE_STATUSES);

export const articleRecord = z.object({
  id: idField,
  title: z.string(),
  companyId: idField,
  companyName: z.string(),
  gameId: idField,
  gameName: z.string(),
  coverUrl: z.string().nullable(),
  /** The Markdown as written. */
  body: z.string(),
  status: articleStatusField,
  /** When it was last published; null until the first PUBLISH. */
  publishedAt: z.string().nullable(),
  authorId: idField,
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleRecord = z.infer<typeof articleRecord>;

/** The body of every flow call: the article's id. */
export const articleIdForm = z.strictObject({ id: idField });

/** What a flow call answers. */
export const articleChange = z.object({
  id: idField,
  from: articleStatusField,
  to: articleStatusField,
  publishedAt: z.string().nullable(),
});
export type ArticleChange = z.infer<typeof articleChange>;

/** GET /api/article/queryArticleHistory?id=: one article's history, for its company too. */
export const articleHistoryQuery = z.strictObject({ id: queryIdField });

// ---- the app's public read calls (docs/articles.md, "Public reading") ----------------------

export const APP_ARTICLES_PAGE_MAX = 50;

/** POST /api/app/articles: the published articles, newest first, optionally of one game. */
export const appArticlesForm = z.strictObject({
  gameId: idField.optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  size: z.number().int().min(1).max(APP_ARTICLES_PAGE_MAX).default(20),
});
export type AppArticlesForm = z.infer<typeof appArticlesForm>;

/** POST /api/app/article: one published article. */
export const appArticleForm = z.strictObject({ id: idField });

export const appArticleSummary = z.object({
  id: idField,
  title: z.string(),
  gameId: idField,
  gameName: z.string(),
  companyName: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type AppArticleSummary = z.infer<typeof appArticleSummary>;

export const appArticlePage = z.object({
  records: z.array(appArticleSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AppArticlePage = z.infer<typeof appArticlePage>;

export const appArticle = appArticleSummary.extend({
  /** The Markdown as written: the app renders it with its own sanitizing renderer. */
  body: z.string(),
});
export type AppArticle = z.infer<typeof appArticle>;
