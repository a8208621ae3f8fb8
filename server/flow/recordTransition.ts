/**
 * A status change of a stored record through its machine (docs/audit.md), the same way for every
 * flow (account, settlement, review):
 *
 *   1. read the record the caller may see (else 404) and rebuild its snapshot with `resolveState`
 *      (an unknown stored status throws: corrupt data, not a user error);
 *   2. refuse what `snapshot.can(event)` refuses: 409 `illegal_transition`, nothing written;
 *      then the event's own rules against the record (`validate`: 400);
 *   3. compute the next snapshot with xstate's pure `transition` (actions come back as data);
 *   4. write it with compare-and-set on the stored status: 0 rows means a concurrent change won,
 *      409 `conflict`, nothing written;
 *   5. append the audit row (from, to, event, payload, the record's name as `load` read it) and
 *      run `after`, in the same transaction.
 *
 * Call it inside a transaction; any throw rolls all of it back.
 */
import type { Kysely } from 'kysely';
import {
  transition,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { isAuditEvent } from '../../contracts/audit.js';
import { appendAudit } from '../db/audit.js';
import type { DB } from '../db/schema.js';
import { fail } from '../http/envelope.js';

export interface StoredState<Context> {
  value: string;
  context: Context;
}

/** The stored state as `load` reads it, with the record's name for its audit row. */
export interface LoadedRecord<Context> extends StoredState<Context> {
  /** How people name the record (contracts/recordNames.ts). */
  name: string;
}

export interface RecordTransition<
  Machine extends AnyStateMachine,
  Event extends EventFromLogic<Machine> = EventFromLogic<Machine>,
> {
  machine: Machine;
  /** The audit trail's entity name. */
  entity: string;
  id: number;
  /** Who sends the event; null: the server itself (e.g. a card key's expiry). */
  actorId: number | null;
  event: Event;
  /** The stored state of the record the caller may act on, or undefined (404). */
  load(): Promise<LoadedRecord<SnapshotFrom<Machine>['context']> | undefined>;
  /** Rules of the event's data against the stored record, once the machine accepts it (throw a 400). */
  validate?(stored: StoredState<SnapshotFrom<Machine>['context']>): void;
  /** Writes the next state where the stored status still equals `from`; answers the rows changed. */
  write(next: StoredState<SnapshotFrom<Machine>['context']>, from: string): Promise<number>;
  /** The audit payload (default: the event without its type and actor). */
  auditPayload?(event: Event, next: StoredState<SnapshotFrom<Machine>['context']>): unknown;
  /** More work in the same transaction once the change is written (e.g. end sessions). */
  after?(change: TransitionResult<SnapshotFrom<Machine>['context']>): Promise<void>;
  now?: number;
}

export interface TransitionResult<Context> {
  id: number;
  from: string;
  to: string;
  context: Context;
}

function defaultPayload(event: EventObject): unknown {
  const {
    type: _type,
    actor: _actor,
    now: _now,
    ...rest
  } = event as EventObject & Record<string, unknown>;
  return rest;
}

export async function runTransition<
  Machine extends AnyStateMachine,
  Event extends EventFromLogic<Machine>,
>(
  trx: Kysely<DB>,
  step: RecordTransition<Machine, Event>,
): Promise<TransitionResult<SnapshotFrom<Machine>['context']>> {
  const stored = await step.load();
  if (!stored) throw fail.notFound(`No ${step.entity} ${step.id}`);
  const snapshot = step.machine.resolveState({ value: stored.value, context: stored.context });
  if (!snapshot.can(step.event)) {
    throw fail.conflict(
      `${step.event.type} is not possible for this ${step.entity} while it is ${stored.value}`,
      'illegal_transition',
    );
  }
  step.validate?.(stored);
  const [next] = transition(step.machine, snapshot as SnapshotFrom<Machine>, step.event) as [
    { value: unknown; context: unknown },
    unknown,
  ];
  const to = String(next.value);
  const nextState = { value: to, context: next.context as SnapshotFrom<Machine>['context'] };
  const written = await step.write(nextState, stored.value);
  if (written !== 1)
    throw fail.conflict(`The ${step.entity} changed meanwhile; reload and try again`);
  const now = step.now ?? Date.now();
  const event = step.event.type;
  // The flow machines' events are all in AUDIT_EVENTS (a test reads the machines).
  if (!isAuditEvent(event)) throw new Error(`${step.entity}: event ${event} is not an audit event`);
  await appendAudit(
    trx,
    {
      actorId: step.actorId,
      entity: step.entity,
      entityId: step.id,
      recordName: stored.name,
      event,
      fromStatus: stored.value,
      toStatus: to,
      payload: step.auditPayload
        ? step.auditPayload(step.event, nextState)
        : defaultPayload(step.event),
    },
    now,
  );
  const result = { id: step.id, from: stored.value, to, context: nextState.context };
  if (step.after) await step.after(result);
  return result;
}
