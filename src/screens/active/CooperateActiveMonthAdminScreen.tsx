/**
 * /cooperate/cooperate-active-month-admin (ADMIN): every partner's months with their settlement;
 * the examiner's side (Examine with the suggested money, Return with a reason).
 */
import { useI18nContext } from '@locales/i18n-react';
import { figureApis, settlementApi } from '@/api/activity';
import {
  CooperateMonthsView,
  type CooperateMonthsScreenProps,
} from './cooperateFigures/CooperateMonthsView';
import { useFigureScreen } from './useFigureScreen';

export function CooperateActiveMonthAdminView(props: CooperateMonthsScreenProps) {
  const { LL } = useI18nContext();
  return (
    <CooperateMonthsView
      title={LL.route.cooperateActiveMonthAdmin()}
      tableId="cooperateActiveMonthAdmin"
      scope="all"
      {...props}
    />
  );
}

export default function CooperateActiveMonthAdminScreen() {
  return (
    <CooperateActiveMonthAdminView
      api={figureApis.cooperateMonths}
      settlements={settlementApi}
      {...useFigureScreen()}
    />
  );
}
