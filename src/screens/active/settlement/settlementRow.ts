/**
 * Which settlement events a row offers the signed-in user: the settlement machine's answer
 * (machines/settlement.machine.ts) for that row's status, owner and month, never a copy of its
 * rules. The server asks the same machine again.
 */
import type {
  SettlementActor,
  SettlementEventType,
  SettlementOwner,
  SettlementStatus,
} from '@contracts/settlement.js';
import { settlementSnapshot, type SettlementEvent } from '@machines/settlement.machine.js';

/** What every settlement-bearing month row has (script months, partner months). */
export interface SettlementRow {
  id: number;
  countTime: string;
  status: SettlementStatus;
  activeNum: number;
  activeFinalNum: number | null;
  activeMoney: string | null;
  returnReason: string | null;
}

/** The events with sample data: `can` checks the flow (status, role, owner, month), not the figures. */
function probes(row: SettlementRow, actor: SettlementActor, now: number): SettlementEvent[] {
  return [
    { type: 'APPLY', actor, now },
    { type: 'EXAMINE', actor, activeFinalNum: row.activeNum, activeMoney: '0' },
    { type: 'RETURN', actor, reason: 'probe' },
    { type: 'CONFIRM', actor },
  ];
}

export function settlementEvents(
  row: SettlementRow,
  owner: SettlementOwner,
  actor: SettlementActor,
  now: number,
): SettlementEventType[] {
  const snapshot = settlementSnapshot(row.status, {
    month: row.countTime,
    owner,
    activeNum: row.activeNum,
    activeFinalNum: row.activeFinalNum,
    activeMoney: row.activeMoney,
    returnReason: row.returnReason,
  });
  return probes(row, actor, now)
    .filter((event) => snapshot.can(event))
    .map((event) => event.type);
}
