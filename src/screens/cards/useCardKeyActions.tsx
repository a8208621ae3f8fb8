/**
 * The card key flow's action on a keys list (docs/cardKeys.md, "The key flow"; docs/flows.md):
 * Disable, offered only where the key machine allows this user (an unused key; ADMIN or the
 * group's owner), asked about first, naming the key. The list is read again either way and focus
 * comes back to the row.
 */
import { useCallback } from 'react';
import { ProhibitedRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { CardKeyActor, CardKeyRecord } from '@contracts/cardKeys.js';
import { CARD_ACTION_ROLES } from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';
import { cardKeySnapshot } from '@machines/cardKey.machine.js';
import type { CardKeyApi } from '@/api/cardKeys';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type RecordFlow } from '@/flow/useRecordActions';
import { keyNameOf } from './cardNames';

export type CardKeyListEvent = 'DISABLE';

/** The events the key machine lets this user send this key now. */
export function cardKeyEventsOf(row: CardKeyRecord, actor: CardKeyActor): CardKeyListEvent[] {
  if (!hasAnyRole(actor.roles, CARD_ACTION_ROLES.disableCardKey)) return [];
  const snapshot = cardKeySnapshot(row.status, {
    groupStatus: row.groupStatus,
    ownerId: row.ownerId,
    validDay: row.validDay,
    redeemedBy: row.redeemedBy,
    redeemedAt: row.redeemedAt,
    expiresAt: row.expiresAt,
  });
  return snapshot.can({ type: 'DISABLE', actor }) ? ['DISABLE'] : [];
}

export function useCardKeyActions(api: Pick<CardKeyApi, 'disable'>, actor: CardKeyActor) {
  const { LL } = useI18nContext();
  const C = LL.cardKey;
  const nameOf = useCallback((row: CardKeyRecord) => keyNameOf(LL, row), [LL]);
  const outcome = useFlowOutcome<CardKeyRecord, CardKeyListEvent>(nameOf, (_event, name) => C.doneDisableKey({ name }));
  const flow: RecordFlow<CardKeyRecord, CardKeyListEvent> = {
    eventsOf: (row) => cardKeyEventsOf(row, actor),
    nameOf,
    events: {
      DISABLE: {
        label: C.disableKey(),
        icon: <ProhibitedRegular />,
        danger: true,
        call: (row) => api.disable(row.id),
        question: (_row, name) => ({ title: C.disableKeyTitle({ name }), text: C.disableKeyText(), confirmLabel: C.disableKey() }),
      },
    },
  };
  const actions = useRecordActions(outcome, flow);
  return { rowActions: actions.rowActions, dialog: actions.dialog };
}
