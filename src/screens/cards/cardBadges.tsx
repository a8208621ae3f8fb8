/** A group's and a key's status as a coloured badge, in words. */
import { useI18nContext } from '@locales/i18n-react';
import type { CardGroupStatus, CardKeyStatus } from '@contracts/cardKeyKinds.js';
import { StatusBadge, type StatusTone } from '@/components/list/StatusBadge';

const GROUP_TONES: Record<CardGroupStatus, StatusTone> = { enabled: 'success', disabled: 'danger' };
const KEY_TONES: Record<CardKeyStatus, StatusTone> = {
  unused: 'informative',
  redeemed: 'success',
  expired: 'subtle',
  disabled: 'danger',
};

export function GroupStatusBadge({ status }: { status: CardGroupStatus }) {
  const { LL } = useI18nContext();
  return <StatusBadge label={LL.cardKey.groupStatus[status]()} tone={GROUP_TONES[status]} />;
}

export function KeyStatusBadge({ status }: { status: CardKeyStatus }) {
  const { LL } = useI18nContext();
  return <StatusBadge label={LL.cardKey.status[status]()} tone={KEY_TONES[status]} />;
}
