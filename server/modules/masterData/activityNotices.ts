/** Activity pop-ups (/activity-notice-admin): ADMIN only. Each record says how many others overlap it. */
import { sql, type SqlBool } from 'kysely';
import { activityNoticeContract } from '../../../contracts/resources/masterData.js';
import { normaliseTime, timeRangeProblems } from '../../../contracts/fields.js';
import { fromDbBool, toDbBool } from '../../db/values.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { defineResource, type Row } from '../../resource/resource.js';

const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));

export const activityNoticeResource = defineResource(activityNoticeContract, {
  auditEntity: 'activity_notice',
  recordName: (record) => record.title,
  table: 'activity_notices',
  toRecord: (row: Row) => ({
    id: Number(row.id),
    title: String(row.title),
    content: String(row.content ?? ''),
    imageUrl: nullableText(row.image_url),
    linkUrl: nullableText(row.link_url),
    startAt: String(row.start_at),
    endAt: String(row.end_at),
    enabled: fromDbBool(Number(row.enabled)),
    overlaps: 0,
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
  /** Overlap: another enabled notice whose schedule intersects this one's (start < other end, end > other start). */
  async enrich(db, records) {
    const ids = records.map((r) => r.id);
    const rows = (await db
      .selectFrom('activity_notices as a')
      .innerJoin('activity_notices as b', (join) =>
        join.on(sql<SqlBool>`b.id <> a.id and b.enabled = 1 and b.start_at < a.end_at and b.end_at > a.start_at`),
      )
      .select([sql.ref('a.id').as('id'), sql<string | number>`count(b.id)`.as('n')])
      .where('a.id', 'in', ids)
      .groupBy('a.id')
      .execute()) as { id: number; n: string | number }[];
    const counts = new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
    return records.map((r) => ({ ...r, overlaps: counts.get(r.id) ?? 0 }));
  },
  list: {
    roles: ENTITY_ROLES.ActivityNotice.list,
    filters: {
      title: { columns: ['title', 'content'] },
      enabled: { column: 'enabled' },
      startAt: { column: 'start_at' },
    },
    sortColumns: { id: 'id', title: 'title', startAt: 'start_at', endAt: 'end_at', enabled: 'enabled', createdAt: 'created_at' },
  },
  add: {
    roles: ENTITY_ROLES.ActivityNotice.add,
    toRow: (input) => ({
      title: input.title,
      content: input.content,
      image_url: input.imageUrl,
      link_url: input.linkUrl,
      start_at: normaliseTime(String(input.startAt)),
      end_at: normaliseTime(String(input.endAt)),
      enabled: toDbBool(input.enabled === true),
    }),
    sample: async () => ({
      title: 'Spring event',
      content: 'Double rewards\nall week.',
      imageUrl: 'https://cdn.example.com/spring.png',
      linkUrl: null,
      startAt: '2026-03-01T00:00:00Z',
      endAt: '2026-03-08T00:00:00Z',
      enabled: true,
    }),
  },
  update: {
    roles: ENTITY_ROLES.ActivityNotice.update,
    toRow: (changes) => ({
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.content !== undefined && { content: changes.content }),
      ...(changes.imageUrl !== undefined && { image_url: changes.imageUrl }),
      ...(changes.linkUrl !== undefined && { link_url: changes.linkUrl }),
      ...(changes.startAt !== undefined && { start_at: normaliseTime(String(changes.startAt)) }),
      ...(changes.endAt !== undefined && { end_at: normaliseTime(String(changes.endAt)) }),
      ...(changes.enabled !== undefined && { enabled: toDbBool(changes.enabled === true) }),
    }),
    check: (after) => timeRangeProblems(after.startAt, after.endAt),
    sample: { enabled: false },
  },
  remove: { roles: ENTITY_ROLES.ActivityNotice.delete },
});
