/**
 * The review events (docs/review.md) of each reviewed kind (./reviewTargets.ts), each one
 * transition of the review machine run by the shared step (server/flow/recordTransition.ts: 404
 * out of reach, 409 refused or lost race, compare-and-set, audit row in the same transaction):
 *
 *   POST /api/<kind>/approve<Entity>       {id}            APPROVE  (ADMIN)
 *   POST /api/<kind>/approve<Entity>Batch  {ids}           APPROVE each, in its own transaction
 *   POST /api/<kind>/reject<Entity>        {id, reason}    REJECT   (ADMIN)
 *   POST /api/<kind>/list<Entity>          {id}            LIST     (ADMIN)
 *   POST /api/<kind>/delist<Entity>        {id}            DELIST   (ADMIN)
 *   POST /api/<kind>/resubmit<Entity>      {id, content?}  RESUBMIT (owner)
 *   GET  /api/<kind>/get<Entity>Content?id                 the whole content (list roles, scoped)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { REVIEW_ACTION_ROLES, REVIEW_LIST_ROLES } from '../../../contracts/permissions.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import {
  approveBatchAnswer,
  approveBatchForm,
  isReviewStatus,
  rejectForm,
  resubmitForm,
  reviewChange,
  reviewContent,
  reviewContentQuery,
  reviewIdForm,
  type ApproveBatchAnswer,
  type ReviewActor,
  type ReviewChange,
  type ReviewStatus,
} from '../../../contracts/review.js';
import { reviewMachine, type ReviewEvent } from '../../../machines/review.machine.js';
import type { ServerContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { runTransition } from '../../flow/recordTransition.js';
import { transitionRoute, transitionRoutes } from '../../flow/transitionRoutes.js';
import { type AuthUser, currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, fail, HttpError, ok } from '../../http/envelope.js';
import { loose, ownershipProbe, scopeOf, sourceOf } from '../../resource/resource.js';
import { REVIEW_TARGETS, type ReviewTarget } from './reviewTargets.js';

const API = '/rocketScript/api';

const actorOf = (user: AuthUser): ReviewActor => ({ id: user.id, roles: user.roles });

/** Runs one review event on record `id` of `target`, in its own transaction; answers the change. `now`: the demo seed's history. */
export async function review(
  db: Kysely<DB>,
  target: ReviewTarget,
  id: number,
  user: AuthUser,
  event: ReviewEvent,
  now: number = Date.now(),
): Promise<ReviewChange> {
  // A RESUBMIT may carry corrected content; every other event keeps the stored one.
  const newContent = event.type === 'RESUBMIT' ? event.content : undefined;
  return db.transaction().execute(async (trx) => {
    const tx = loose(trx);
    const change = await runTransition(trx, {
      machine: reviewMachine,
      entity: target.kind,
      id,
      actorId: user.id,
      event,
      now,
      async load() {
        const row = (await tx
          .selectFrom(target.table)
          .select(['id', 'owner_id', 'status', 'reject_reason', `${target.nameColumn} as name`])
          .where('id', '=', id)
          .executeTakeFirst()) as
          | { owner_id: number; status: string; reject_reason: string | null; name: string }
          | undefined;
        // Within reach of ADMIN and of the owner; for anyone else it does not exist.
        if (!row || (!hasAnyRole(user.roles, ['ADMIN']) && Number(row.owner_id) !== user.id))
          return undefined;
        if (!isReviewStatus(row.status))
          throw new Error(`${target.kind} ${id} has a corrupt status`);
        return {
          value: row.status,
          name: String(row.name),
          context: { ownerId: Number(row.owner_id), rejectReason: row.reject_reason },
        };
      },
      async write(next, from) {
        const result = await tx
          .updateTable(target.table)
          .set({
            status: next.value,
            reject_reason: next.context.rejectReason,
            updated_at: isoTime(now),
            ...(newContent !== undefined && { content: newContent }),
          })
          .where('id', '=', id)
          .where('status', '=', from)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      },
      auditPayload: (sent) =>
        sent.type === 'REJECT'
          ? { reason: sent.reason }
          : sent.type === 'RESUBMIT'
            ? { contentChanged: newContent !== undefined }
            : {},
    });
    return {
      id,
      from: change.from as ReviewStatus,
      to: change.to as ReviewStatus,
      rejectReason: change.context.rejectReason,
    };
  });
}

/** APPROVE each id in turn; a refusal (already reviewed, gone, lost race) stops none of the others. */
export async function approveBatch(
  db: Kysely<DB>,
  target: ReviewTarget,
  ids: readonly number[],
  user: AuthUser,
): Promise<ApproveBatchAnswer> {
  const answer: ApproveBatchAnswer = { approved: [], refused: [] };
  for (const id of ids) {
    try {
      await review(db, target, id, user, { type: 'APPROVE', actor: actorOf(user) });
      answer.approved.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      answer.refused.push({ id, reason: error.reason });
    }
  }
  return answer;
}

function targetRoutes(ctx: ServerContext, target: ReviewTarget): FastifyPluginAsyncZod {
  const base = `${API}/${target.kind}`;
  const tags = [target.kind];
  const event = <Body extends z.ZodType<{ id: number }>>(
    action: 'approve' | 'reject' | 'list' | 'delist' | 'resubmit',
    summary: string,
    body: Body,
    sample: Record<string, unknown>,
    eventOf: (body: z.infer<Body>, actor: ReviewActor) => ReviewEvent,
  ) => transitionRoute({ path: `${base}/${action}${target.entity}`, roles: REVIEW_ACTION_ROLES[action], summary, body, sample, eventOf });
  const events = transitionRoutes<ReviewActor, ReviewEvent>({
    tags,
    answer: reviewChange,
    ownership: ownershipProbe(target.resource, (id) => ({ body: { id } })),
    actorOf,
    run: (id, user, sent) => review(ctx.db, target, id, user, sent),
    routes: [
      event('approve', `Approve a pending ${target.kind} (ADMIN: "examine")`, reviewIdForm, {}, (_b, actor) => ({
        type: 'APPROVE',
        actor,
      })),
      event(
        'reject',
        `Reject a pending ${target.kind}, with the reason its owner will read (ADMIN)`,
        rejectForm,
        { reason: 'probe' },
        (b, actor) => ({ type: 'REJECT', actor, reason: b.reason }),
      ),
      event('list', `List (favour) an approved or delisted ${target.kind} (ADMIN)`, reviewIdForm, {}, (_b, actor) => ({
        type: 'LIST',
        actor,
      })),
      event('delist', `Delist (deprecate) a listed ${target.kind} (ADMIN)`, reviewIdForm, {}, (_b, actor) => ({
        type: 'DELIST',
        actor,
      })),
      event(
        'resubmit',
        `Resubmit a rejected ${target.kind}, optionally with corrected content (owner)`,
        resubmitForm,
        {},
        (b, actor) => ({ type: 'RESUBMIT', actor, ...(b.content !== undefined && { content: b.content }) }),
      ),
    ],
  });
  return async (app) => {
    await app.register(events);

    app.post(
      `${base}/approve${target.entity}Batch`,
      {
        config: {
          access: { roles: REVIEW_ACTION_ROLES.approveBatch },
          probe: { body: { ids: [PROBE_MISSING_ID] } },
        },
        schema: {
          tags,
          summary: `Approve a selection of pending ${target.kind}s, each on its own`,
          body: approveBatchForm,
          response: answers(approveBatchAnswer),
        },
      },
      async (request) =>
        ok(await approveBatch(ctx.db, target, request.body.ids, currentUser(request).user)),
    );

    app.get(
      `${base}/get${target.entity}Content`,
      {
        config: {
          access: { roles: REVIEW_LIST_ROLES },
          probe: {
            query: { id: String(PROBE_MISSING_ID) },
            ...(target.resource.ownership && {
              ownership: ownershipProbe(target.resource, (id) => ({ query: { id: String(id) } })),
            }),
          },
        },
        schema: {
          tags,
          summary: `The whole content of a ${target.kind}`,
          querystring: reviewContentQuery,
          response: answers(reviewContent),
        },
      },
      async (request) => {
        const { id } = request.query;
        const db = loose(ctx.db);
        // Reachable as the list is: ADMIN and AUDITOR all, an owner their own.
        let visible = sourceOf(db, target.resource)
          .select(sql.ref(`${target.resource.table}.id`).as('id'))
          .where(sql.ref(`${target.resource.table}.id`), '=', id);
        const scope = scopeOf(target.resource, currentUser(request).user);
        if (scope) visible = visible.where(scope);
        if (!(await visible.executeTakeFirst())) throw fail.notFound(`No ${target.kind} ${id}`);
        const row = (await db
          .selectFrom(target.table)
          .select('content')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()) as { content: string };
        return ok({ id, content: row.content });
      },
    );
  };
}

export function reviewRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const target of REVIEW_TARGETS) await app.register(targetRoutes(ctx, target));
  };
}
