/**
 * The card keys screens (cardScreens.ts; docs/cardKeys.md, "Screens"): ADMIN's every key
 * (/wn/card-admin) and a CREATOR's own groups' keys (/card/card-query). The screen key gives the
 * scope; the user's roles give what they may do and whether they read a key's History.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { cardGroupApi, cardKeyApi } from '@/api/cardKeys';
import { scriptApi } from '@/api/scripts';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { useHistoryAccess } from '@/history/useRecordHistory';
import { useScreenKey } from '@/router/screenKey';
import { CardKeyView } from './CardKeyView';
import { cardKeyPermissions } from './cardRights';
import { CARD_KEY_SCREENS } from './cardScreens';

export default function CardKeyScreen() {
  const { LL } = useI18nContext();
  const screenKey = useScreenKey(CARD_KEY_SCREENS);
  const { id, roles, userKey } = useCurrentUser();
  const actor = useMemo(() => ({ id: id ?? 0, roles }), [id, roles]);
  const permissions = useMemo(() => cardKeyPermissions(roles), [roles]);
  const recordHistory = useHistoryAccess();
  return (
    <CardKeyView
      title={LL.route[screenKey]()}
      tableId={screenKey}
      variant={CARD_KEY_SCREENS[screenKey]}
      api={cardKeyApi}
      groups={cardGroupApi.records}
      scripts={scriptApi.records}
      actor={actor}
      recordHistory={recordHistory}
      permissions={permissions}
      userKey={userKey}
    />
  );
}
