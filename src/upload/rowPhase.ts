/**
 * Where a row of the queue stands, as the queue needs it: waiting for a free place, taking one
 * (hashing, sending, registering, cancelling), paused, failed, or over.
 */
import type { StateValue } from 'xstate';

export type RowPhase = 'waiting' | 'active' | 'paused' | 'failed' | 'done' | 'cancelled';

const PHASES: Record<string, RowPhase> = {
  idle: 'waiting',
  working: 'active',
  registering: 'active',
  cancelling: 'active',
  paused: 'paused',
  failed: 'failed',
  done: 'done',
  cancelled: 'cancelled',
};

export function phaseOf(snapshot: { value: StateValue }): RowPhase {
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  return PHASES[top ?? ''] ?? 'active';
}

/** Rows that hold one of the queue's places. */
export const holdsPlace = (phase: RowPhase) => phase === 'active';

/** Rows not over yet: a single-file field takes no other file meanwhile. */
export const inProgress = (phase: RowPhase) => phase === 'waiting' || phase === 'active' || phase === 'paused';
