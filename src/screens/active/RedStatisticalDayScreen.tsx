/**
 * /red-statistical/day (COOPERATE): the partner's click statistics by day. The server scopes the
 * list to the user's own partner, so there is no partner column or filter.
 */
import { useI18nContext } from '@locales/i18n-react';
import { cooperateDayContract } from '@contracts/resources/figures.js';
import { figureApis } from '@/api/activity';
import { CooperateDaysView } from './cooperateFigures/CooperateDaysView';
import type { FigureViewProps } from './figureList/FigureListView';
import { useFigureScreen } from './useFigureScreen';

export function RedStatisticalDayView(props: FigureViewProps<typeof cooperateDayContract>) {
  const { LL } = useI18nContext();
  return (
    <CooperateDaysView
      title={LL.route.redStatisticalDay()}
      tableId="redStatisticalDay"
      scope="own"
      {...props}
    />
  );
}

export default function RedStatisticalDayScreen() {
  const { userKey } = useFigureScreen();
  return <RedStatisticalDayView api={figureApis.cooperateDays} userKey={userKey} />;
}
