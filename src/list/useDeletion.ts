/**
 * Binds the deletion machine to a resource's `remove` call: confirmed ids are removed one by
 * one, then the user is told how many went and, for a refusal, why (a screen may word a reason
 * its own way: "this company still has members"); `onFinished` refreshes the list.
 */
import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise } from 'xstate';
import { useI18nContext } from '@locales/i18n-react';
import { deletionMachine, removeEach, type DeletionId } from '@machines/deletion.machine.js';
import type { ErrorReason } from '@contracts/envelope.js';
import { notify } from '@/api/notifier';
import { describeFailure } from '@/api/errorText';

/** A screen's own words for some refusal reasons (e.g. in_use). */
export type Refusals = Partial<Record<ErrorReason, string>>;

export function useDeletion(
  remove: (id: DeletionId) => Promise<unknown>,
  onFinished: () => void,
  refusals?: Refusals,
) {
  const { LL } = useI18nContext();
  const logic = useMemo(
    () =>
      deletionMachine.provide({
        actors: {
          removeRecords: fromPromise(({ input }: { input: DeletionId[] }) =>
            removeEach(input, remove),
          ),
        },
      }),
    [remove],
  );
  const actor = useInspectedActorRef(logic);
  useEffect(() => {
    const subscription = actor.on('finished', ({ deleted, failure }) => {
      if (failure)
        notify('error', (failure.reason && refusals?.[failure.reason]) || describeFailure(failure));
      if (deleted > 0)
        notify(
          'success',
          deleted > 1 ? LL.list.bulkDeleted({ count: deleted }) : LL.list.deleted(),
          3000,
        );
      onFinished();
    });
    return () => subscription.unsubscribe();
  }, [actor, LL, onFinished, refusals]);
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send };
}
