/**
 * The audit trail, read-only (docs/audit.md), for ADMIN and AUDITOR:
 *
 *   GET /api/audit/queryAudit, exportAudit   every row, filtered by entity, record id, record
 *                                            name, actor, event and date range (a resource over
 *                                            audit_log + actor names)
 *   GET /api/audit/queryRecordHistory        one record's current status and the transitions it
 *                                            took, oldest first (the history drawer's statechart)
 *
 * No route writes audit_log except in the same transaction as the change it records, and the
 * database refuses UPDATE and DELETE on it (triggers, migration 0001).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { recordHistory, recordHistoryQuery, type FlowEntity, type RecordHistory } from '../../../contracts/audit.js';
import { auditContract } from '../../../contracts/resources/audit.js';
import { AUDIT_ROLES } from '../../../contracts/permissions.js';
import type { ServerContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { defineResource, type Row } from '../../resource/resource.js';
import { numOrNull, textOrNull } from '../active/figureValues.js';

export const auditResource = defineResource(auditContract, {
  auditEntity: 'audit',
  table: 'audit_rows',
  view: (db) =>
    db
      .selectFrom('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        'a.id',
        'a.at',
        'a.actor_id',
        'u.username as actor_name',
        'a.entity',
        'a.entity_id',
        'a.record_name',
        'a.event',
        'a.from_status',
        'a.to_status',
        'a.payload',
      ]),
  toRecord: (row: Row) => ({
    id: Number(row.id),
    at: String(row.at),
    actorId: numOrNull(row.actor_id),
    actorName: textOrNull(row.actor_name),
    entity: String(row.entity),
    entityId: String(row.entity_id),
    recordName: textOrNull(row.record_name),
    event: String(row.event),
    fromStatus: textOrNull(row.from_status),
    toStatus: textOrNull(row.to_status),
    payload: String(row.payload ?? '{}'),
  }),
  list: {
    roles: AUDIT_ROLES,
    filters: {
      entity: { column: 'entity' },
      entityId: { column: 'entity_id' },
      recordName: { columns: ['record_name'] },
      actorId: { column: 'actor_id' },
      actorName: { columns: ['actor_name'] },
      event: { column: 'event' },
      at: { column: 'at' },
    },
    sortColumns: { id: 'id', at: 'at', entity: 'entity', recordName: 'record_name', event: 'event', actorName: 'actor_name' },
  },
});

/** Where each flow entity's current status is stored. */
const STATUS_OF: Record<FlowEntity, { table: 'settlements' | 'configs' | 'linkers' | 'users' | 'scripts' | 'releases' | 'card_keys' | 'articles' | 'feedback' | 'promotions' }> = {
  settlement: { table: 'settlements' },
  config: { table: 'configs' },
  linker: { table: 'linkers' },
  user: { table: 'users' },
  script: { table: 'scripts' },
  release: { table: 'releases' },
  card_key: { table: 'card_keys' },
  article: { table: 'articles' },
  feedback: { table: 'feedback' },
  promotion: { table: 'promotions' },
};

/** A flow record's current status and the transitions it took, oldest first; undefined: no such record. */
export async function recordHistoryOf(db: Kysely<DB>, entity: FlowEntity, id: number): Promise<RecordHistory | undefined> {
  const current = await db
    .selectFrom(STATUS_OF[entity].table)
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return undefined;
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.at',
      'a.actor_id',
      'u.username',
      'a.event',
      'a.from_status',
      'a.to_status',
      'a.payload',
    ])
    .where('a.entity', '=', entity)
    .where('a.entity_id', '=', String(id))
    .where('a.from_status', 'is not', null)
    .orderBy('a.id')
    .execute();
  return {
    entity,
    id,
    status: String(current.status),
    transitions: rows.map((row) => ({
      at: row.at,
      actorId: row.actor_id,
      actorName: row.username ?? null,
      event: row.event,
      from: String(row.from_status),
      to: String(row.to_status),
      payload: JSON.parse(row.payload || '{}') as unknown,
    })),
  };
}

export function auditRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rocketScript/api/audit/queryRecordHistory',
      {
        config: {
          access: { roles: AUDIT_ROLES },
          probe: { query: { entity: 'settlement', id: '1' } },
        },
        schema: {
          tags: ['audit'],
          summary: "A record's current status and the transitions it took (oldest first)",
          querystring: recordHistoryQuery,
          response: answers(recordHistory),
        },
      },
      async (request) => {
        const { entity, id } = request.query;
        const history = await recordHistoryOf(ctx.db, entity, id);
        if (!history) throw fail.notFound(`No ${entity} ${id}`);
        return ok(history);
      },
    );
  };
}
