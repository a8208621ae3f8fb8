/**
 * An in-memory audit trail (the server's list semantics through resourceFixture.ts) and record
 * histories, for the audit stories and component tests: never a live server. The rows tell the
 * same stories as the histories: settlement 1042 (Puzzle Kingdom Auto, February) settled (APPLY,
 * EXAMINE, CONFIRM), clicker config 7 delisted (APPROVE, LIST, DELIST), bob (user 5) frozen, plus
 * managed-data changes that have no statechart (a game added and renamed, a brand deleted, a
 * registration). Each row names its record as the server records it.
 */
import type { AuditRecord, FlowEntity, RecordHistory, RecordTransition } from '@contracts/audit.js';
import { auditContract } from '@contracts/resources/audit.js';
import type { RecordHistoryLoader } from '@/api/audit';
import {
  apiError,
  fixtureResourceApi,
  wait,
  type FixtureOptions,
} from '../fixtures/resourceFixture';

export { apiError } from '../fixtures/resourceFixture';

const ADMIN = { actorId: 1, actorName: 'admin' };
const AUTHOR = { actorId: 3, actorName: 'creator1' };

/** A transition at `day` (2026-03-dd, 09:30 UTC). */
function step(
  day: number,
  who: { actorId: number | null; actorName: string | null },
  event: string,
  from: string,
  to: string,
  payload: unknown = {},
): RecordTransition {
  const at = `2026-03-${String(day).padStart(2, '0')}T09:30:00.000Z`;
  return { at, ...who, event, from, to, payload };
}

export const SETTLED_SETTLEMENT: RecordHistory = {
  entity: 'settlement',
  id: 1042,
  status: 'settled',
  transitions: [
    step(2, AUTHOR, 'APPLY', 'unapplied', 'submitted'),
    step(4, ADMIN, 'EXAMINE', 'submitted', 'examined', {
      activeFinalNum: 90_500,
      activeMoney: '1131.25',
    }),
    step(6, AUTHOR, 'CONFIRM', 'examined', 'settled'),
  ],
};

export const DELISTED_CONFIG: RecordHistory = {
  entity: 'config',
  id: 7,
  status: 'delisted',
  transitions: [
    step(8, ADMIN, 'APPROVE', 'pending', 'approved'),
    step(9, ADMIN, 'LIST', 'approved', 'listed'),
    step(20, ADMIN, 'DELIST', 'listed', 'delisted'),
  ],
};

export const FROZEN_USER: RecordHistory = {
  entity: 'user',
  id: 5,
  status: 'frozen',
  transitions: [step(12, ADMIN, 'FREEZE', 'normal', 'frozen')],
};

/** A settlement that has not moved yet: no transitions, still in its first status. */
export const NEW_SETTLEMENT: RecordHistory = {
  entity: 'settlement',
  id: 1043,
  status: 'unapplied',
  transitions: [],
};

/** The records' names, as the server writes them with each audit row (contracts/recordNames.ts). */
export const RECORD_NAMES: Record<string, string> = {
  'settlement:1042': 'Puzzle Kingdom Auto · 2026-02',
  'settlement:1043': 'Quick Clicker Pro · 2026-02',
  'config:7': 'Arena farming preset',
  'user:5': 'bob (Bob Li)',
  'user:9': 'carol',
  'game:4': 'Puzzle Kingdom',
  'brand:2': 'Old Brand',
};

const nameOf = (entity: string, id: number) => RECORD_NAMES[`${entity}:${id}`] ?? null;

export const SAMPLE_HISTORIES: RecordHistory[] = [
  SETTLED_SETTLEMENT,
  DELISTED_CONFIG,
  FROZEN_USER,
  NEW_SETTLEMENT,
];

function transitionRows(history: RecordHistory): Omit<AuditRecord, 'id'>[] {
  return history.transitions.map((t) => ({
    at: t.at,
    actorId: t.actorId,
    actorName: t.actorName,
    entity: history.entity,
    entityId: String(history.id),
    recordName: nameOf(history.entity, history.id),
    event: t.event,
    fromStatus: t.from,
    toStatus: t.to,
    payload: JSON.stringify(t.payload),
  }));
}

function change(
  day: number,
  who: { actorId: number | null; actorName: string | null },
  entity: string,
  entityId: number,
  event: string,
  payload: unknown,
): Omit<AuditRecord, 'id'> {
  return {
    at: `2026-03-${String(day).padStart(2, '0')}T08:00:00.000Z`,
    ...who,
    entity,
    entityId: String(entityId),
    recordName: nameOf(entity, entityId),
    event,
    fromStatus: null,
    toStatus: null,
    payload: JSON.stringify(payload),
  };
}

/** Every row of the trail, oldest first by id (the list shows the newest first). */
export function sampleAuditRows(): AuditRecord[] {
  const rows = [
    change(1, { actorId: null, actorName: null }, 'user', 9, 'CREATE', {
      username: 'carol',
      roles: ['CREATOR'],
    }),
    change(3, ADMIN, 'game', 4, 'ADD', { gameName: 'Puzzle Kingdom', gameLabel: 'puzzle' }),
    change(5, ADMIN, 'game', 4, 'UPDATE', { gameLabel: { from: 'puzzle', to: 'puzzle-rpg' } }),
    change(7, ADMIN, 'brand', 2, 'DELETE', { brandName: 'Old Brand' }),
    change(10, ADMIN, 'user', 5, 'UPDATE_ROLES', {
      roles: { from: ['CREATOR'], to: ['CREATOR', 'BUSINESS_COMPANY'] },
    }),
    ...SAMPLE_HISTORIES.flatMap(transitionRows),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

export function fixtureAuditApi(options: FixtureOptions<AuditRecord> = {}) {
  return fixtureResourceApi(auditContract, 
    {
      contains: { actorName: ['actorName'], recordName: ['recordName'] },
      equals: ['entity', 'entityId', 'event', 'actorId'],
    },
    { ...options, rows: (options.rows ?? sampleAuditRows()).map((row) => ({ ...row })) },
  );
}

export interface HistoryFixtureOptions {
  histories?: RecordHistory[];
  /** The first this many calls fail (then the history loads: a retry works). */
  failures?: number;
  /** What a failing call throws. */
  error?: unknown;
  /** Milliseconds each answer waits; `Infinity` never answers. */
  delay?: number;
}

/** record histories by entity and id; an unknown record is a 404, as on the server. */
export function fixtureHistoryLoader(options: HistoryFixtureOptions = {}) {
  const histories = options.histories ?? SAMPLE_HISTORIES;
  const calls: { entity: FlowEntity; id: number }[] = [];
  const load: RecordHistoryLoader = async (entity, id) => {
    calls.push({ entity, id });
    await wait(options.delay ?? 0);
    if (calls.length <= (options.failures ?? 0)) {
      throw options.error ?? apiError(500, { reason: 'internal_error' }, 'Server error');
    }
    const found = histories.find((h) => h.entity === entity && h.id === id);
    if (!found) throw apiError(404, { reason: 'not_found' }, `No ${entity} ${id}`);
    return found;
  };
  return { load, calls };
}

const PATH: Record<string, RecordTransition[]> = {
  unapplied: [],
  submitted: [step(2, AUTHOR, 'APPLY', 'unapplied', 'submitted')],
  examined: [
    step(2, AUTHOR, 'APPLY', 'unapplied', 'submitted'),
    step(4, ADMIN, 'EXAMINE', 'submitted', 'examined', { activeFinalNum: 90_500 }),
  ],
  settled: SETTLED_SETTLEMENT.transitions,
};

/** The history of a settlement month as its status says it went (the straight path there). */
export function settlementHistoryFor(id: number, status: string): RecordHistory {
  return { entity: 'settlement', id, status, transitions: PATH[status] ?? [] };
}
