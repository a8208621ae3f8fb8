/**
 * The card groups screens (cardScreens.ts; docs/cardKeys.md, "Screens"): ADMIN's every group
 * (/wn/card-group-admin) and a CREATOR's own, where they generate keys (/card/card-generate).
 * The screen key gives the scope; the user's roles give what they may do.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { cardGroupApi } from '@/api/cardKeys';
import { scriptApi } from '@/api/scripts';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { mayReadHistories } from '@/history/useRecordHistory';
import { useScreenKey } from '@/router/screenKey';
import { CardGroupView } from './CardGroupView';
import { cardGroupPermissions } from './cardRights';
import { CARD_GROUP_SCREENS } from './cardScreens';

export default function CardGroupScreen() {
  const { LL } = useI18nContext();
  const screenKey = useScreenKey(CARD_GROUP_SCREENS);
  const { id, roles, userKey } = useCurrentUser();
  const actor = useMemo(() => ({ id: id ?? 0, roles }), [id, roles]);
  const permissions = useMemo(() => cardGroupPermissions(roles), [roles]);
  return (
    <CardGroupView
      title={LL.route[screenKey]()}
      tableId={screenKey}
      variant={CARD_GROUP_SCREENS[screenKey]}
      api={cardGroupApi}
      scripts={scriptApi.records}
      actor={actor}
      readsAudit={mayReadHistories(roles)}
      permissions={permissions}
      userKey={userKey}
    />
  );
}
