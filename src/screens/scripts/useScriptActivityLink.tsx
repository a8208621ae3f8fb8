/**
 * "Activity" on a catalogue row: the script's month figures on the reader's own figures screen
 * (the admin's Script Activity, an author's or a company's Activity), filtered on the script.
 */
import { DataTrendingRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import type { ScriptRecord } from '@contracts/script.js';
import type { RowAction } from '@/components/list/RowActions';

export function useScriptActivityLink(activityPath: string | undefined): (row: ScriptRecord) => RowAction[] {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  return (row) =>
    activityPath
      ? [
          {
            id: 'activity',
            label: LL.script.activity(),
            icon: <DataTrendingRegular />,
            run: () => navigate(`${activityPath}?${new URLSearchParams({ scriptName: row.scriptName })}`),
          },
        ]
      : [];
}
