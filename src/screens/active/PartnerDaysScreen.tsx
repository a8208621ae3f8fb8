/**
 * The partner day lists (figureScreens.ts): every partner's click statistics with the partner's
 * chart, or the user's own partner's (the server scopes the list, so no partner column or filter).
 */
import { useI18nContext } from '@locales/i18n-react';
import type { cooperateDayContract } from '@contracts/resources/figures.js';
import { figureApis } from '@/api/activity';
import { useScreenKey } from '@/router/screenKey';
import { CooperateDaysView } from './cooperateFigures/CooperateDaysView';
import type { FigureViewProps } from './figureList/FigureListView';
import { PARTNER_DAY_SCREENS, type PartnerDayScreenKey } from './figureScreens';
import { useFigureScreen } from './useFigureScreen';

export function PartnerDaysScreenView({
  screenKey,
  ...props
}: FigureViewProps<typeof cooperateDayContract> & { screenKey: PartnerDayScreenKey }) {
  const { LL } = useI18nContext();
  return <CooperateDaysView title={LL.route[screenKey]()} tableId={screenKey} scope={PARTNER_DAY_SCREENS[screenKey].scope} {...props} />;
}

export default function PartnerDaysScreen() {
  const { userKey } = useFigureScreen();
  return <PartnerDaysScreenView screenKey={useScreenKey(PARTNER_DAY_SCREENS)} api={figureApis.cooperateDays} userKey={userKey} />;
}
