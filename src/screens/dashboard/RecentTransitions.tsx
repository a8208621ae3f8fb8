/** The latest status changes (ADMIN, AUDITOR), each linking to its record in the audit trail. */
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
import { RouterLink } from '@/screens/shared/RouterLink';
import { parseTime } from '@/utils/format';
import { auditLinkOf } from './dashboardLinks';

const useStyles = makeStyles({ card: { flex: '1 1 100%' } });

export function RecentTransitions({ rows }: { rows: readonly RecentTransition[] }) {
  const { LL } = useI18nContext();
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
                <TableCell>{parseTime(row.at) ?? ''}</TableCell>
                <TableCell>{row.actorName ?? '—'}</TableCell>
                <TableCell>
                  <RouterLink
                    to={auditLinkOf(row.entity, row.entityId)}
                  >{`${row.entity} #${row.entityId}`}</RouterLink>
                </TableCell>
                <TableCell>{`${row.event}: ${row.from} → ${row.to}`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
