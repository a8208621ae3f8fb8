/** /cooperate/cooperate-active-admin (ADMIN): every partner's days, totals, the partner's chart. */
import { useI18nContext } from '@locales/i18n-react';
import { cooperateDayContract } from '@contracts/resources/figures.js';
import { figureApis } from '@/api/activity';
import { CooperateDaysView } from './cooperateFigures/CooperateDaysView';
import type { FigureViewProps } from './figureList/FigureListView';
import { useFigureScreen } from './useFigureScreen';

export function CooperateActiveAdminView(props: FigureViewProps<typeof cooperateDayContract>) {
  const { LL } = useI18nContext();
  return (
    <CooperateDaysView
      title={LL.route.cooperateActiveAdmin()}
      tableId="cooperateActiveAdmin"
      scope="all"
      {...props}
    />
  );
}

export default function CooperateActiveAdminScreen() {
  const { userKey } = useFigureScreen();
  return <CooperateActiveAdminView api={figureApis.cooperateDays} userKey={userKey} />;
}
