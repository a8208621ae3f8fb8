/**
 * Binds the deletion machine to a resource's `remove` call: confirmed ids are removed one by
 * one, then the user is told how many went and `onFinished` refreshes the list.
 */
import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useI18nContext } from '@locales/i18n-react';
import { deletionMachine, removeEach, type DeletionId } from '@machines/deletion.machine.js';
import { notify } from '@/api/notifier';

export function useDeletion(remove: (id: DeletionId) => Promise<unknown>, onFinished: () => void) {
  const { LL } = useI18nContext();
  const logic = useMemo(
    () =>
      deletionMachine.provide({
        actors: { removeRecords: fromPromise(({ input }: { input: DeletionId[] }) => removeEach(input, remove)) },
      }),
    [remove],
  );
  const actor = useActorRef(logic);
  useEffect(() => {
    const subscription = actor.on('finished', ({ deleted }) => {
      // A refusal was already shown by the api client; the list shows what is left.
      if (deleted > 0) notify('success', deleted > 1 ? LL.list.bulkDeleted({ count: deleted }) : LL.list.deleted(), 3000);
      onFinished();
    });
    return () => subscription.unsubscribe();
  }, [actor, LL, onFinished]);
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send };
}
