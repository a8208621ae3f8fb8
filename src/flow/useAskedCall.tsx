/**
 * A call asked about first, then run: the record action machine (machines/recordAction.machine.ts)
 * with the call and the question injected, and the confirmation dialog it drives. A target whose
 * `question` answers null runs at once. `onFinished` hears every outcome (success or refusal).
 * Every way of acting on a record (row events, the review batch) goes through this one step.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { recordActionMachine, type RecordActionTarget } from '@machines/recordAction.machine.js';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import type { FlowQuestion } from './flowQuestion';

export interface CallOutcome {
  ok: boolean;
  output?: unknown;
  error?: unknown;
}

export interface AskedCall<T> {
  run(target: T): Promise<unknown>;
  /** The question to ask first, or null to run at once. */
  question(target: T): FlowQuestion | null;
  onFinished(target: T, outcome: CallOutcome): void;
}

export function useAskedCall<T>(call: AskedCall<T>) {
  // The machine keeps the logic it started with: the latest call and target are read when used.
  const latest = useRef(call);
  latest.current = call;
  const asked = useRef<T | null>(null);
  const logic = useMemo(
    () =>
      recordActionMachine.provide({
        guards: { needsConfirmation: () => latest.current.question(asked.current as T) !== null },
        actors: {
          run: fromPromise<unknown, RecordActionTarget>(() => latest.current.run(asked.current as T)),
        },
      }),
    [],
  );
  const actor = useInspectedActorRef(logic);
  useEffect(() => {
    const subscription = actor.on('finished', ({ ok, output, error }) => {
      const target = asked.current;
      if (target !== null) latest.current.onFinished(target, { ok, output, error });
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const snapshot = useSelector(actor, (s) => s);

  /** Starts the call on `target`; `record` names it for the machine (and the inspector). */
  const ask = (target: T, record: RecordActionTarget) => {
    asked.current = target;
    actor.send({ type: 'ASK', ...record });
  };
  const question = !snapshot.matches('idle') && asked.current !== null ? call.question(asked.current) : null;
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ''}
      text={question?.text ?? ''}
      confirmLabel={question?.confirmLabel ?? ''}
      busy={snapshot.hasTag('busy')}
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    />
  );
  return { ask, dialog, busy: snapshot.hasTag('busy') };
}
