/** A settlement status as a badge in the user's language (docs/settlement.md). */
import { useI18nContext } from '@locales/i18n-react';
import type { SettlementStatus as Status } from '@contracts/settlement.js';
import { StatusBadge, type StatusTone } from '@/components/list/StatusBadge';

const TONE: Record<Status, StatusTone> = {
  unapplied: 'subtle',
  submitted: 'warning',
  examined: 'brand',
  settled: 'success',
};

export function SettlementStatus({ status }: { status: Status }) {
  const { LL } = useI18nContext();
  return <StatusBadge label={LL.settlement.status[status]()} tone={TONE[status]} />;
}
