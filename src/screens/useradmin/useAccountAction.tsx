/**
 * Binds the account action machine to the api's `changeStatus`: `ask` starts an action on a row,
 * `dialog` is the confirmation for FREEZE and BAN; a success is told to the user, and the list
 * is refreshed after every attempt (a refusal was already shown by the api client).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { fromPromise } from 'xstate';
import { useI18nContext } from '@locales/i18n-react';
import { notify } from '@/api/notifier';
import type { UserAdminApi } from '@/api/userAdmin';
import { ConfirmDialog } from '@/components/list/ConfirmDialog';
import type { AccountEventType } from '@contracts/account.js';
import { recordActionMachine, type RecordActionTarget } from '@machines/recordAction.machine.js';

/** Freeze and ban take the user's access away: asked first. Unfreeze runs at once. */
const CONFIRMED_EVENTS: readonly string[] = ['FREEZE', 'BAN'];

export interface AccountActionTarget extends RecordActionTarget {
  event: AccountEventType;
}

export function useAccountAction(changeStatus: UserAdminApi['changeStatus']) {
  const { LL } = useI18nContext();
  const U = LL.userAdmin;
  const logic = useMemo(
    () =>
      recordActionMachine.provide({
        guards: {
          needsConfirmation: ({ context }) => CONFIRMED_EVENTS.includes(context.target!.event),
        },
        actors: {
          run: fromPromise<unknown, RecordActionTarget>(({ input }) =>
            changeStatus(input.id, input.event as AccountEventType),
          ),
        },
      }),
    [changeStatus],
  );
  const actor = useInspectedActorRef(logic);
  // The list to refresh comes with the row action that asked (ResourceListView's controls).
  const refresh = useRef<() => void>(() => {});
  useEffect(() => {
    const subscription = actor.on('finished', ({ ok, target }) => {
      if (ok) notify('success', U.done[target.event as AccountEventType]({ name: target.name }), 3000);
      refresh.current();
    });
    return () => subscription.unsubscribe();
  }, [actor, U]);

  const snapshot = useSelector(actor, (s) => s);
  const target = snapshot.context.target;
  const asked =
    target !== null && CONFIRMED_EVENTS.includes(target.event)
      ? (target.event as 'FREEZE' | 'BAN')
      : null;
  const dialog = (
    <ConfirmDialog
      open={asked !== null && !snapshot.matches('idle')}
      title={asked ? U.confirmTitle[asked]() : ''}
      text={asked && target ? U.confirmText[asked]({ name: target.name }) : ''}
      confirmLabel={asked ? U.action[asked]() : ''}
      busy={snapshot.hasTag('busy')}
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    />
  );
  const ask = (target: AccountActionTarget, onFinished: () => void) => {
    refresh.current = onFinished;
    actor.send({ type: 'ASK', ...target });
  };
  return { ask, dialog };
}
