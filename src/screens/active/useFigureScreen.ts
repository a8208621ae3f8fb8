/**
 * What every figure screen reads once: the user's key (column choices), settlement actor, and
 * whether they may read record histories (the History action's loader, or nothing).
 */
import { useAuthSelector } from '@/auth/authContext';
import { useHistoryAccess } from '@/history/useRecordHistory';
import { useSettlementActor } from './useSettlementActor';

export function useFigureScreen() {
  const userId = useAuthSelector((snapshot) => snapshot.context.user?.id);
  return {
    actor: useSettlementActor(),
    userKey: userId === undefined ? undefined : String(userId),
    recordHistory: useHistoryAccess(),
  };
}
