/**
 * Where a row of the queue stands, as the queue needs it: waiting for a free place, taking one
 * (hashing, sending, registering, cancelling), paused, failed (Retry may help), or over: done,
 * cancelled, or refused (the server will not take this file: Retry cannot help).
 */
import type { StateValue } from 'xstate';

export type RowPhase = 'waiting' | 'active' | 'paused' | 'failed' | 'refused' | 'done' | 'cancelled';

const PHASES: Record<string, RowPhase> = {
  idle: 'waiting',
  working: 'active',
  registering: 'active',
  cancelling: 'active',
  paused: 'paused',
  failed: 'failed',
  refused: 'refused',
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

/** Where a file not done yet stands, as a form tells it (sending or waiting, paused, failed). */
export type FileOnItsWay = 'uploading' | 'paused' | 'failed';
