/**
 * The latest status changes (ADMIN, AUDITOR) in the user's language: each record by its name and
 * id (linking to it in the audit trail), the event and the statuses translated, the time in the
 * user's format.
 */
import {
  Card,
  CardHeader,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { RecentTransition } from '@contracts/dashboard.js';
import { entityLabel, eventLabel, recordLabel } from '@/history/auditLabels';
import { recordStatusLabel } from '@/history/flowMachines';
import { RouterLink } from '@/screens/shared/RouterLink';
import { formatDateTime } from '@/utils/localeFormat';
import { auditLinkOf } from './dashboardLinks';

const useStyles = makeStyles({ card: { flex: '1 1 100%' } });

export function RecentTransitions({ rows }: { rows: readonly RecentTransition[] }) {
  const { LL, locale } = useI18nContext();
  const styles = useStyles();
  const title = LL.dashboard.recent();
  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <CardHeader header={<Text weight="semibold">{title}</Text>} />
      {rows.length === 0 ? (
        <Text>{LL.dashboard.noRecent()}</Text>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{LL.dashboard.when()}</TableHeaderCell>
              <TableHeaderCell>{LL.dashboard.who()}</TableHeaderCell>
              <TableHeaderCell>{LL.dashboard.record()}</TableHeaderCell>
              <TableHeaderCell>{LL.dashboard.change()}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDateTime(row.at, locale)}</TableCell>
                <TableCell>{row.actorName ?? '—'}</TableCell>
                <TableCell>
                  {`${entityLabel(LL, row.entity)} `}
                  <RouterLink to={auditLinkOf(row.entity, row.entityId)}>
                    {recordLabel(LL, row)}
                  </RouterLink>
                </TableCell>
                <TableCell>
                  {LL.dashboard.changeText({
                    event: eventLabel(LL, row.event),
                    from: recordStatusLabel(LL, row.entity, row.from),
                    to: recordStatusLabel(LL, row.entity, row.to),
                  })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
