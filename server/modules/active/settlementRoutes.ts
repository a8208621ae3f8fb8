/**
 * The settlement events (docs/settlement.md) as calls, each one transition of the settlement machine
 * run by the shared step (server/flow/recordTransition.ts: 404 out of reach, 409 refused or lost
 * race, compare-and-set, audit row in the same transaction):
 *
 *   POST /api/active/applyActive    {id}                               APPLY   (owner, month closed)
 *   POST /api/active/examineActive  {id, activeFinalNum, activeMoney}  EXAMINE (ADMIN)
 *   POST /api/active/returnActive   {id, reason}                       RETURN  (ADMIN)
 *   POST /api/active/confirmActive  {id}                               CONFIRM (owner)
 *
 * A record is within reach of ADMIN and of its owners; for anyone else it does not exist (404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { settlementChange, type SettlementChange } from '../../../contracts/activity.js';
import { formatMoney, parseMoney } from '../../../contracts/money.js';
import { SETTLEMENT_ACTION_ROLES } from '../../../contracts/permissions.js';
import { settlementRecordName } from '../../../contracts/recordNames.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import {
  EXAMINE_UNUSUAL_FACTOR_DEFAULT,
  examineActiveForm,
  examineProblems,
  isSettlementStatus,
  ownsSettlement,
  returnActiveForm,
  settlementIdForm,
  type SettlementActor,
  type SettlementOwner,
  type SettlementStatus,
} from '../../../contracts/settlement.js';
import {
  settlementMachine,
  type SettlementContext,
  type SettlementEvent,
} from '../../../machines/settlement.machine.js';
import type { ServerContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { type LoadedRecord, runTransition } from '../../flow/recordTransition.js';
import { transitionRoute, transitionRoutes } from '../../flow/transitionRoutes.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { problemsToFields } from '../../resource/records.js';
import { ownershipProbe, type ProbeTarget } from '../../resource/resource.js';
import { moneyOrNull, num, numOrNull, textOrNull } from './figureValues.js';
import { COOPERATE_OWNERSHIP, SCRIPT_OWNERSHIP } from './owners.js';
import { freezeSettlementPrice } from '../masterData/partnerPrices.js';
import { refreshSettlement } from './settlementFigures.js';
import { settlementsWithSubjects } from './settlementSubjects.js';
import { coveringSigning } from '../scripts/signedCompany.js';
import { assertUsualOrConfirmed, examinedUnusual, suggestionBasis } from './unusualAmount.js';

const API = '/rocketScript/api/active';

export const actorOf = (user: AuthUser): SettlementActor => ({
  id: user.id,
  roles: user.roles,
  companyId: user.companyId,
  cooperateId: user.cooperateId,
});

/** The stored record as the machine sees it, if the caller may reach it. */
async function loadSettlement(
  db: Kysely<DB>,
  id: number,
  actor: SettlementActor,
): Promise<LoadedRecord<SettlementContext> | undefined> {
  const row = await settlementsWithSubjects(db)
    .select([
      'sc.script_name',
      'co.cooperate_name',
      's.id',
      's.kind',
      's.subject_id',
      's.month',
      's.active_num',
      's.active_final_num',
      's.active_money',
      's.return_reason',
      's.status',
      'sc.owner_id',
      'sg.company_id',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const owner: SettlementOwner =
    row.kind === 'cooperate'
      ? { kind: 'cooperate', cooperateId: row.subject_id }
      : { kind: 'script', creatorId: row.owner_id ?? null, companyId: row.company_id ?? null };
  if (!hasAnyRole(actor.roles, ['ADMIN']) && !ownsSettlement(actor, owner)) return undefined;
  if (!isSettlementStatus(row.status)) throw new Error(`settlement ${id} has a corrupt status`);
  return {
    value: row.status,
    name: settlementRecordName(row.script_name ?? row.cooperate_name ?? '', row.month),
    context: {
      month: row.month,
      owner,
      activeNum: num(row.active_num),
      activeFinalNum: numOrNull(row.active_final_num),
      activeMoney: moneyOrNull(row.active_money),
      returnReason: textOrNull(row.return_reason),
    },
  };
}

/** Runs one settlement event on record `id` in a transaction; answers the change. `now`: the demo seed's history. */
export async function settle(
  db: Kysely<DB>,
  id: number,
  user: AuthUser,
  event: SettlementEvent,
  now: number = Date.now(),
  unusualFactor: number = EXAMINE_UNUSUAL_FACTOR_DEFAULT,
): Promise<SettlementChange> {
  const actor = actorOf(user);
  return db.transaction().execute(async (trx) => {
    // The owner applies with the month's latest figures.
    if (event.type === 'APPLY') await refreshSettlement(trx, id, now);
    const basis = event.type === 'EXAMINE' ? await suggestionBasis(trx, id) : null;
    const change = await runTransition(trx, {
      machine: settlementMachine,
      entity: 'settlement',
      id,
      actorId: actor.id,
      event,
      now,
      load: () => loadSettlement(trx, id, actor),
      validate(stored) {
        if (event.type !== 'EXAMINE') return;
        const problems = examineProblems(stored.context.activeNum, event);
        if (problems.length > 0)
          throw fail.invalid(
            'The final count is more than was counted',
            problemsToFields(problems),
          );
        if (basis) assertUsualOrConfirmed(basis, event, unusualFactor);
      },
      async write(next, from) {
        const context = next.context;
        const result = await trx
          .updateTable('settlements')
          .set({
            status: next.value as SettlementStatus,
            active_final_num: context.activeFinalNum,
            active_money: context.activeMoney === null ? null : parseMoney(context.activeMoney),
            return_reason: context.returnReason,
            updated_at: isoTime(now),
          })
          .where('id', '=', id)
          .where('status', '=', from as SettlementStatus)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      },
      auditPayload(sent, next) {
        switch (sent.type) {
          case 'APPLY':
            return { month: next.context.month, activeNum: next.context.activeNum };
          case 'EXAMINE':
            return {
              activeFinalNum: sent.activeFinalNum,
              activeMoney: formatMoney(parseMoney(sent.activeMoney)),
              ...(basis && examinedUnusual(basis, sent, unusualFactor) && { unusualConfirmed: true }),
              // A partner month's unit price, stored with it from now on.
              ...(basis?.kind === 'cooperate' && { unitMoney: formatMoney(basis.unitCents) }),
            };
          case 'RETURN':
            return { reason: sent.reason };
          case 'CONFIRM':
            return {
              activeFinalNum: next.context.activeFinalNum,
              activeMoney: next.context.activeMoney,
            };
        }
      },
      // Examined at the price of its month: a later price change leaves it alone.
      after: event.type === 'EXAMINE' ? () => freezeSettlementPrice(trx, id) : undefined,
    });
    const context = change.context;
    return {
      id,
      from: change.from as SettlementStatus,
      to: change.to as SettlementStatus,
      activeNum: context.activeNum,
      activeFinalNum: context.activeFinalNum,
      activeMoney:
        context.activeMoney === null ? null : formatMoney(parseMoney(context.activeMoney)),
      returnReason: context.returnReason,
    };
  });
}

/** Settlements as owned rows, for the ownership probes: script months by author and company, partner months by partner. */
const SETTLEMENTS: ProbeTarget = {
  entity: 'Settlement',
  table: 'owned_settlements',
  view: (db) =>
    db
      .selectFrom('settlements as s')
      .leftJoin('scripts as sc', (join) =>
        join.onRef('sc.id', '=', 's.subject_id').on('s.kind', '=', 'script'),
      )
      .leftJoin('script_signings as sg', coveringSigning('sc.id', 's.month'))
      .select((eb) => [
        's.id',
        's.status',
        's.active_final_num',
        's.active_money',
        's.return_reason',
        's.updated_at',
        'sc.owner_id',
        'sg.company_id',
        eb
          .case()
          .when('s.kind', '=', 'cooperate')
          .then(eb.ref('s.subject_id'))
          .end()
          .as('cooperate_id'),
      ]),
  ownership: {
    unscopedRoles: ['ADMIN', 'AUDITOR'],
    byRole: { ...SCRIPT_OWNERSHIP.byRole, ...COOPERATE_OWNERSHIP.byRole },
  },
};
const ownedProbe = ownershipProbe(SETTLEMENTS, (id) => ({ body: { id } }));

export function settlementRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const route = <Body extends z.ZodType<{ id: number }>>(
    action: keyof typeof SETTLEMENT_ACTION_ROLES,
    summary: string,
    body: Body,
    sample: Record<string, unknown>,
    eventOf: (body: z.infer<Body>, actor: SettlementActor) => SettlementEvent,
  ) => transitionRoute({ path: `${API}/${action}`, roles: SETTLEMENT_ACTION_ROLES[action], summary, body, sample, eventOf });
  return transitionRoutes<SettlementActor, SettlementEvent>({
    tags: ['active'],
    answer: settlementChange,
    ownership: ownedProbe,
    actorOf,
    run: (id, user, event) => settle(ctx.db, id, user, event, Date.now(), ctx.config.examineUnusualFactor),
    routes: [
      route('applyActive', "Apply for a closed month's statistics (owner)", settlementIdForm, {}, (_body, actor) => ({
        type: 'APPLY',
        actor,
        now: Date.now(),
      })),
      route(
        'examineActive',
        'Examine a submitted month: the final count and the money (ADMIN)',
        examineActiveForm,
        { activeFinalNum: 0, activeMoney: '0' },
        (body, actor) => ({
          type: 'EXAMINE',
          actor,
          activeFinalNum: body.activeFinalNum,
          activeMoney: body.activeMoney,
          ...(body.confirmUnusual !== undefined && { confirmUnusual: body.confirmUnusual }),
        }),
      ),
      route(
        'returnActive',
        'Send a submitted month back to its owner, with a reason (ADMIN)',
        returnActiveForm,
        { reason: 'probe' },
        (body, actor) => ({ type: 'RETURN', actor, reason: body.reason }),
      ),
      route('confirmActive', 'Confirm an examined settlement (owner): it is settled', settlementIdForm, {}, (_body, actor) => ({
        type: 'CONFIRM',
        actor,
      })),
    ],
  });
}
