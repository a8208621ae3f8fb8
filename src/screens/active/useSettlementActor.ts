/** The signed-in user as the settlement machine's guards read them (id, roles, company, partner). */
import { useMemo } from 'react';
import type { SettlementActor } from '@contracts/settlement.js';
import { useCurrentUser } from '@/auth/useCurrentUser';

export function useSettlementActor(): SettlementActor {
  const { user, roles } = useCurrentUser();
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
