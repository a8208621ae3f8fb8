/** The signed-in user as the settlement machine's guards read them (id, roles, company, partner). */
import { useMemo } from 'react';
import type { SettlementActor } from '@contracts/settlement.js';
import { useAuthSelector } from '@/auth/authContext';

export function useSettlementActor(): SettlementActor {
  const user = useAuthSelector((snapshot) => snapshot.context.user);
  const roles = useAuthSelector((snapshot) => snapshot.context.roles);
  return useMemo(
    () => ({
      id: user?.id ?? 0,
      roles,
      companyId: user?.companyId ?? null,
      cooperateId: user?.cooperateId ?? null,
    }),
    [user, roles],
  );
}
