/**
 * /red-statistical/month (COOPERATE): the partner's own months with their settlement; the
 * owner's side (Apply for statistics once a month has closed, Confirm an examined one).
 */
import { useI18nContext } from '@locales/i18n-react';
import { figureApis, settlementApi } from '@/api/activity';
import {
  CooperateMonthsView,
  type CooperateMonthsScreenProps,
} from './cooperateFigures/CooperateMonthsView';
import { useFigureScreen } from './useFigureScreen';

export function RedStatisticalMonthView(props: CooperateMonthsScreenProps) {
  const { LL } = useI18nContext();
  return (
    <CooperateMonthsView
      title={LL.route.redStatisticalMonth()}
      tableId="redStatisticalMonth"
      scope="own"
      {...props}
    />
  );
}

export default function RedStatisticalMonthScreen() {
  return (
    <RedStatisticalMonthView
      api={figureApis.cooperateMonths}
      settlements={settlementApi}
      {...useFigureScreen()}
    />
  );
}
