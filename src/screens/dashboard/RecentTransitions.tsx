/**
 * The latest status changes (ADMIN, AUDITOR) in the user's language: each record by its name and
 * id (linking to it in the audit trail), the event and the statuses translated, the time in the
 * user's format.
 */
import { makeStyles, Text } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { RecentTransition } from '@contracts/dashboard.js';
import { PlainTable } from '@/components/list/PlainTable';
import { entityLabel, eventLabel, recordLabel } from '@/history/auditLabels';
import { recordStatusLabel } from '@/history/statusLabels';
import { RouterLink } from '@/screens/shared/RouterLink';
import { formatDateTime } from '@/utils/localeFormat';
import { auditLinkOf } from './dashboardLinks';
import { DashboardCard } from './DashboardCard';

const useStyles = makeStyles({ card: { flex: '1 1 100%' } });

export function RecentTransitions({ rows }: { rows: readonly RecentTransition[] }) {
  const { LL, locale } = useI18nContext();
  const styles = useStyles();
  const title = LL.dashboard.recent();
  return (
    <DashboardCard className={styles.card} title={title}>
      {rows.length === 0 ? (
        <Text>{LL.dashboard.noRecent()}</Text>
      ) : (
        <PlainTable<RecentTransition>
          aria-label={title}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { key: 'when', label: LL.dashboard.when(), cell: (row) => formatDateTime(row.at, locale) },
            { key: 'who', label: LL.dashboard.who(), cell: (row) => row.actorName ?? '—' },
            {
              key: 'record',
              label: LL.dashboard.record(),
              cell: (row) => (
                <>
                  {`${entityLabel(LL, row.entity)} `}
                  <RouterLink to={auditLinkOf(row.entity, row.entityId)}>{recordLabel(LL, row)}</RouterLink>
                </>
              ),
            },
            {
              key: 'change',
              label: LL.dashboard.change(),
              cell: (row) =>
                LL.dashboard.changeText({
                  event: eventLabel(LL, row.event),
                  from: recordStatusLabel(LL, row.entity, row.from),
                  to: recordStatusLabel(LL, row.entity, row.to),
                }),
            },
          ]}
        />
      )}
    </DashboardCard>
  );
}
