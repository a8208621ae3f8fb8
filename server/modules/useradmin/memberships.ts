/**
 * Which business company or partner a user belongs to, ADMIN only: setUserCompany (the user must
 * hold BUSINESS_COMPANY) and setUserCooperate (COOPERATE); null removes the link. The change is a
 * compare-and-set on users.company_id / cooperate_id with its audit row (SET_COMPANY /
 * SET_COOPERATE, payload {companyId|cooperateId: {from, to}, companyName|cooperateName: {from, to}}:
 * the ids and the names people know them by) in the same transaction; setting
 * the value a user already has changes nothing and writes no audit row.
 */
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_ACTION_ROLES } from '../../../contracts/permissions.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import type { Role } from '../../../contracts/roles.js';
import { setUserCompanyForm, setUserCooperateForm, userAdminRecord, type UserAdminRecord } from '../../../contracts/userAdmin.js';
import type { ServerContext } from '../../context.js';
import { appendAudit } from '../../db/audit.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { readUserAdminRecord } from './users.js';

const BASE = '/rocketScript/api/useradmin';

interface Membership {
  /** The body field naming the company/partner, and the users column it is stored in. */
  field: 'companyId' | 'cooperateId';
  /** The payload field naming it for people. */
  nameField: 'companyName' | 'cooperateName';
  column: 'company_id' | 'cooperate_id';
  table: 'companies' | 'cooperates';
  /** The role a user must hold to be linked. */
  role: Role;
  event: 'SET_COMPANY' | 'SET_COOPERATE';
  /** For messages: "company", "partner". */
  noun: string;
}

const COMPANY: Membership = { field: 'companyId', nameField: 'companyName', column: 'company_id', table: 'companies', role: 'BUSINESS_COMPANY', event: 'SET_COMPANY', noun: 'company' };
const COOPERATE: Membership = { field: 'cooperateId', nameField: 'cooperateName', column: 'cooperate_id', table: 'cooperates', role: 'COOPERATE', event: 'SET_COOPERATE', noun: 'partner' };

function noSuchTarget(spec: Membership, to: number) {
  return fail.invalid(`No ${spec.noun} ${to}`, [{ field: spec.field, reason: 'invalid_value', message: `${spec.field} names no ${spec.noun}` }]);
}

/** The name of company or partner `key` (null for none). */
async function memberName(db: Kysely<DB>, spec: Membership, key: number | null): Promise<string | null> {
  if (key === null) return null;
  const row =
    spec.table === 'companies'
      ? await db.selectFrom('companies').select('name').where('id', '=', key).executeTakeFirst()
      : await db.selectFrom('cooperates').select('cooperate_name as name').where('id', '=', key).executeTakeFirst();
  return row?.name ?? null;
}

/** Links user `id` to `to` (null = unlinks) and answers the user's record. */
async function setMembership(db: Kysely<DB>, spec: Membership, actorId: number, id: number, to: number | null): Promise<UserAdminRecord> {
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select(['id', 'username', 'nickname', spec.column]).where('id', '=', id).where('is_del', '=', 0).executeTakeFirst();
      if (!user) throw fail.notFound(`No user ${id}`);
      if (to !== null) {
        const target = await trx.selectFrom(spec.table).select('id').where('id', '=', to).executeTakeFirst();
        if (!target) throw noSuchTarget(spec, to);
        const holds = await trx.selectFrom('user_roles').select('role').where('user_id', '=', id).where('role', '=', spec.role).executeTakeFirst();
        if (!holds) {
          const message = `Only a ${spec.role} account can be linked to a ${spec.noun}`;
          throw fail.invalid(message, [{ field: 'id', reason: 'invalid_value', message }]);
        }
      }
      const from = user[spec.column] === null ? null : Number(user[spec.column]);
      if (from === to) return readUserAdminRecord(trx, id);
      const now = Date.now();
      const change = spec.column === 'company_id' ? { company_id: to } : { cooperate_id: to };
      const updated = await trx
        .updateTable('users')
        .set({ ...change, updated_at: isoTime(now) })
        .where('id', '=', id)
        .where('is_del', '=', 0)
        .where(spec.column, from === null ? 'is' : '=', from)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw fail.conflict('Another change to this user won; reload and try again');
      const names = { from: await memberName(trx, spec, from), to: await memberName(trx, spec, to) };
      const payload = { [spec.field]: { from, to }, [spec.nameField]: names };
      const recordName = userRecordName(user.username, user.nickname);
      await appendAudit(trx, { actorId, entity: 'user', entityId: id, recordName, event: spec.event, payload }, now);
      return readUserAdminRecord(trx, id);
    });
  } catch (error) {
    // The company/partner was deleted between the check and the update.
    if (to !== null && isForeignKeyViolation(error)) throw noSuchTarget(spec, to);
    throw error;
  }
}

export function userMembershipRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${BASE}/setUserCompany`,
      {
        config: { access: { roles: USER_ACTION_ROLES.setUserCompany }, probe: { body: { id: PROBE_MISSING_ID, companyId: null } } },
        schema: {
          tags: ['useradmin'],
          summary: 'Link a BUSINESS_COMPANY user to a business company (companyId null removes the link)',
          body: setUserCompanyForm,
          response: answers(userAdminRecord),
        },
      },
      async (request) => {
        const { id, companyId } = request.body;
        return ok(await setMembership(ctx.db, COMPANY, currentUser(request).user.id, id, companyId));
      },
    );

    app.post(
      `${BASE}/setUserCooperate`,
      {
        config: { access: { roles: USER_ACTION_ROLES.setUserCooperate }, probe: { body: { id: PROBE_MISSING_ID, cooperateId: null } } },
        schema: {
          tags: ['useradmin'],
          summary: 'Link a COOPERATE user to a partner (cooperateId null removes the link)',
          body: setUserCooperateForm,
          response: answers(userAdminRecord),
        },
      },
      async (request) => {
        const { id, cooperateId } = request.body;
        return ok(await setMembership(ctx.db, COOPERATE, currentUser(request).user.id, id, cooperateId));
      },
    );
  };
}
