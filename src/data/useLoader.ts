/**
 * Binds the loader machine (machines/loader.machine.ts) to a screen's fetch: loads once on mount,
 * and gives the snapshot's state and data with `retry` and `refresh`. `load` must be a stable
 * reference (module level or useCallback).
 */
import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise } from 'xstate';
import { loaderMachine } from '@machines/loader.machine.js';

export function useLoader<Data>(load: () => Promise<Data>) {
  const logic = useMemo(
    () => loaderMachine.provide({ actors: { load: fromPromise<unknown>(() => load()) } }),
    [load],
  );
  const actor = useInspectedActorRef(logic);
  useEffect(() => actor.send({ type: 'LOAD' }), [actor]);
  const snapshot = useSelector(actor, (s) => s);
  return {
    loading: snapshot.hasTag('busy'),
    failed: snapshot.matches('failure'),
    error: snapshot.context.error,
    data: snapshot.context.data as Data | null,
    retry: () => actor.send({ type: 'RETRY' }),
    refresh: () => actor.send({ type: 'REFRESH' }),
  };
}
