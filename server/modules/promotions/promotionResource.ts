/**
 * Partner promotions as a managed list (/api/promotion/queryPromotion, exportPromotion,
 * addPromotion, updatePromotion; docs/promotions.md). ADMIN sees and writes every partner's and
 * names the partner; a COOPERATE user only their own partner's (another partner's is 404). A
 * promotion is edited only while it is a draft (409 `promotion_not_draft`), compared again as it
 * is written; its status moves only through the flow's calls (./promotionFlow.ts).
 */
import { sql, type SqlBool } from 'kysely';
import { coverKeyOf } from '../../../contracts/files.js';
import { normaliseTime } from '../../../contracts/fields.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { promotionPeriodProblems, type PromotionRecord } from '../../../contracts/promotion.js';
import type { PromotionStatus } from '../../../contracts/promotionKinds.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import { promotionContract } from '../../../contracts/resources/promotions.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import type { ServerContext } from '../../context.js';
import { isoTime } from '../../db/values.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { defineResource, type LooseDb, type Row } from '../../resource/resource.js';
import type { FileStorage } from '../files/storage.js';
import { namesBy } from '../masterData/related.js';
import { shownPromotionStatus, shownPromotionStatusSql } from './promotionStatus.js';

/** Who sees every partner's promotions; everyone else is scoped to their own partner's. */
export const PROMOTION_UNSCOPED_ROLES = ['ADMIN'] as const;

const fieldError = (field: string, reason: 'required' | 'invalid_value', message: string) =>
  fail.invalid(message, [{ field, reason, message }]);

/** ADMIN names an existing partner; a COOPERATE user's promotions are their own partner's. */
async function partnerFor(requested: unknown, caller: AuthUser, db: LooseDb): Promise<number> {
  if (hasAnyRole(caller.roles, PROMOTION_UNSCOPED_ROLES)) {
    if (requested === undefined) throw fieldError('partnerId', 'required', 'partnerId is required');
    const found = await db.selectFrom('cooperates').select('id').where('id', '=', requested).executeTakeFirst();
    if (!found) throw fieldError('partnerId', 'invalid_value', 'partnerId must name a partner');
    return Number(requested);
  }
  if (caller.cooperateId === null) throw fail.forbidden('Your account is linked to no partner');
  if (requested !== undefined && requested !== caller.cooperateId) throw fail.forbidden('You can only promote your own partner');
  return caller.cooperateId;
}

/** The image must be one uploaded here and stored (as a script's cover; docs/scripts.md). */
async function assertImage(covers: FileStorage, url: unknown): Promise<void> {
  const key = coverKeyOf(String(url));
  if (!key || !(await covers.stat(key))) throw fieldError('imageUrl', 'invalid_value', 'imageUrl must be an image uploaded through the app');
}

/** The row of a new draft, by the rules every caller meets (the demo seed included). */
export async function newPromotionRow(input: Record<string, unknown>, caller: AuthUser, db: LooseDb, covers: FileStorage): Promise<Row> {
  const partnerId = await partnerFor(input.partnerId, caller, db);
  await assertImage(covers, input.imageUrl);
  return {
    cooperate_id: partnerId,
    title: input.title,
    image_url: input.imageUrl,
    link_url: input.linkUrl,
    position: input.position,
    starts_at: normaliseTime(String(input.startsAt)),
    ends_at: normaliseTime(String(input.endsAt)),
    status: 'draft',
    created_by: caller.id,
  };
}

export function promotionOf(row: Row, nowIso: string = isoTime()): PromotionRecord {
  const startsAt = String(row.starts_at);
  const endsAt = String(row.ends_at);
  return {
    id: Number(row.id),
    partnerId: Number(row.cooperate_id),
    partnerName: '',
    title: String(row.title),
    imageUrl: String(row.image_url),
    linkUrl: String(row.link_url),
    position: row.position as PromotionRecord['position'],
    startsAt,
    endsAt,
    status: shownPromotionStatus(row.status as PromotionStatus, startsAt, endsAt, nowIso),
    rejectReason: row.reject_reason === null || row.reject_reason === undefined ? null : String(row.reject_reason),
    createdBy: Number(row.created_by),
    createdByName: '',
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

export const promotionResource = defineResource(promotionContract, {
  auditEntity: 'promotion',
  recordName: (record) => record.title,
  table: 'promotions',
  toRecord: (row) => promotionOf(row),
  async enrich(db, records) {
    const partners = await namesBy(db, 'cooperates', 'cooperate_name', records.map((r) => r.partnerId));
    const creators = (await db
      .selectFrom('users')
      .select(['id', 'username', 'nickname'])
      .where('id', 'in', [0, ...new Set(records.map((r) => r.createdBy))])
      .execute()) as { id: number; username: string; nickname: string | null }[];
    const names = new Map(creators.map((u) => [Number(u.id), userRecordName(u.username, u.nickname)]));
    return records.map((r) => ({ ...r, partnerName: partners.get(r.partnerId) ?? '', createdByName: names.get(r.createdBy) ?? '' }));
  },
  // Derived when read: the names of related rows, and the status as it stands now (the flow's
  // own audit rows say how it moved).
  secretFields: ['partnerName', 'createdByName', 'status'],
  ownership: {
    unscopedRoles: PROMOTION_UNSCOPED_ROLES,
    byRole: { COOPERATE: { column: 'cooperate_id', ownerOf: (user) => user.cooperateId } },
  },
  list: {
    roles: ENTITY_ROLES.Promotion.list,
    filters: {
      status: { where: (value) => sql<SqlBool>`${shownPromotionStatusSql('promotions', isoTime())} = ${value}` },
      partnerId: { column: 'cooperate_id' },
      position: { column: 'position' },
      title: { columns: ['title'] },
      startsAt: { column: 'starts_at' },
    },
    sortColumns: { id: 'id', title: 'title', startsAt: 'starts_at', endsAt: 'ends_at', createdAt: 'created_at' },
  },
  add: {
    roles: ENTITY_ROLES.Promotion.add,
    toRow: (input, caller, db, ctx: ServerContext) => newPromotionRow(input, caller, db, ctx.covers),
    // The image of a demo promotion: a stored one (the test servers carry the demo data).
    sample: async (db) => ({
      partnerId: (await db.selectFrom('cooperates').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
      title: 'Sample promotion',
      imageUrl: (await db.selectFrom('promotions').select('image_url').orderBy('id').executeTakeFirstOrThrow()).image_url,
      linkUrl: 'https://example.com/offer',
      position: 'home_banner',
      startsAt: '2030-03-01T00:00:00Z',
      endsAt: '2030-03-08T00:00:00Z',
    }),
  },
  update: {
    roles: ENTITY_ROLES.Promotion.update,
    async toRow(changes, before, _caller, _db, ctx) {
      if (before.status !== 'draft') throw fail.conflict('Only a draft promotion can be edited', 'promotion_not_draft');
      if (changes.imageUrl !== undefined && changes.imageUrl !== before.image_url) await assertImage(ctx.covers, changes.imageUrl);
      return {
        ...(changes.title !== undefined && { title: changes.title }),
        ...(changes.imageUrl !== undefined && { image_url: changes.imageUrl }),
        ...(changes.linkUrl !== undefined && { link_url: changes.linkUrl }),
        ...(changes.position !== undefined && { position: changes.position }),
        ...(changes.startsAt !== undefined && { starts_at: normaliseTime(String(changes.startsAt)) }),
        ...(changes.endsAt !== undefined && { ends_at: normaliseTime(String(changes.endsAt)) }),
      };
    },
    check: (after) => promotionPeriodProblems(after.startsAt, after.endsAt),
    // A submission that won the race leaves nothing to edit: the write compares the status it read.
    unchangedColumns: ['status'],
    sample: { title: 'Probe promotion' },
  },
});
