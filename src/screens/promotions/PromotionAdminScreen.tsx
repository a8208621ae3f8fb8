/**
 * The partner promotions screen (/cooperate/cooperate-advert-admin; docs/promotions.md): ADMIN
 * and COOPERATE users. The roles give the scope (ADMIN: every partner, choosing the partner; a
 * partner: its own), what the user may do and whether they read a promotion's History.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { entityPermissions } from '@contracts/permissions.js';
import { cooperateContract } from '@contracts/resources/masterData.js';
import { hasAnyRole } from '@contracts/roles.js';
import { promotionApi } from '@/api/promotions';
import { resourceApi } from '@/api/resources';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { useHistoryAccess } from '@/history/useRecordHistory';
import { NO_CHOICES } from '@/list/useChoices';
import { usePartnerOptions } from './promotionColumns';
import { PromotionView } from './PromotionView';

const partners = resourceApi(cooperateContract);

export default function PromotionAdminScreen() {
  const { LL } = useI18nContext();
  const { user, id, roles, userKey } = useCurrentUser();
  const isAdmin = hasAnyRole(roles, ['ADMIN']);
  const actor = useMemo(() => ({ id: id ?? 0, roles, cooperateId: user?.cooperateId ?? null }), [id, roles, user]);
  const permissions = useMemo(() => entityPermissions(roles, 'Promotion'), [roles]);
  const partnerOptions = usePartnerOptions(isAdmin ? partners : NO_CHOICES);
  const recordHistory = useHistoryAccess();
  return (
    <PromotionView
      title={LL.route.cooperateAdvertAdmin()}
      api={promotionApi}
      actor={actor}
      partnerOptions={isAdmin ? partnerOptions : null}
      recordHistory={recordHistory}
      permissions={permissions}
      userKey={userKey}
    />
  );
}
