/**
 * The article form's values (strings, the form machine's shape) ↔ the contract's payload: the
 * game as digits, no cover as null. The contract's own schema checks it, so the browser and the
 * server give the same reasons.
 */
import { addArticleForm, type AddArticleForm, type ArticleRecord } from '@contracts/article.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { saveRecord } from '@/api/resources';
import type { ArticleListApi } from '@/api/articles';
import type { RecordFormSpec } from '@/components/list/ResourceListView';
import { zodFieldErrors } from '@/list/zodFieldErrors';

export const ARTICLE_FORM_FIELDS = ['title', 'gameId', 'coverUrl', 'body'] as const;
const BLANK: FormValues = { title: '', gameId: '', coverUrl: '', body: '' };

/** A missing game stays undefined, so the contract reports it as required. */
export function articlePayloadOf(values: FormValues): Omit<AddArticleForm, 'gameId'> & { gameId: number | undefined } {
  return {
    title: values.title ?? '',
    gameId: values.gameId ? Number(values.gameId) : undefined,
    coverUrl: values.coverUrl ? values.coverUrl : null,
    body: values.body ?? '',
  };
}

const validate = (values: FormValues): FieldErrors => zodFieldErrors(addArticleForm, articlePayloadOf(values));

const valuesOf = (row: ArticleRecord): FormValues => ({
  id: String(row.id),
  title: row.title,
  gameId: String(row.gameId),
  coverUrl: row.coverUrl ?? '',
  body: row.body,
});

export function articleFormOf(api: ArticleListApi): Pick<RecordFormSpec<ArticleRecord>, 'fields' | 'blank' | 'validate' | 'submit' | 'valuesOf'> {
  return {
    fields: ARTICLE_FORM_FIELDS,
    blank: BLANK,
    validate,
    // Sent once `validate` passed: the game is there.
    submit: (values) => saveRecord(api, values.id, articlePayloadOf(values) as AddArticleForm),
    valuesOf,
  };
}
