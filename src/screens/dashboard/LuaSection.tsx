/**
 * The Lua admin's dashboard (LUA_ADMIN; contracts/dashboard.ts): which detection code apps run
 * now, and the latest uploads with their status, each linking to the Lua code screen. On the
 * app's mobile device (below 992 px) the uploads are cards, as a list's rows are: five columns of
 * dates, names and notes do not fit a phone.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { DashboardSummary } from '@contracts/dashboard.js';
import type { ReleaseRecord } from '@contracts/release.js';
import { PlainTable, type PlainColumn } from '@/components/list/PlainTable';
import { PlainCards } from '@/components/list/PlainCards';
import { useAppSelector } from '@/shell/appState';
import { RouterLink } from '@/screens/shared/RouterLink';
import { formatDateTime } from '@/utils/localeFormat';
import { DashboardCard } from './DashboardCard';

/** The Lua code screen (contracts/routeTable.ts). */
export const LUA_SCREEN = '/luaUpload/version-upload';

const useStyles = makeStyles({
  // Never wider than the screen: its content wraps instead (minWidth: auto would take the content's width).
  card: { flex: '1 1 100%', minWidth: 0 },
  active: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  quiet: { color: tokens.colorNeutralForeground3 },
});

export function LuaSection({ data }: { data: NonNullable<DashboardSummary['lua']> }) {
  const { LL, locale } = useI18nContext();
  const R = LL.release;
  const styles = useStyles();
  const title = R.luaVersions();
  const recentTitle = R.luaRecent();
  const mobile = useAppSelector((state) => state.context.device === 'mobile');
  const columns: PlainColumn<ReleaseRecord>[] = [
    { key: 'version', label: R.version(), cell: (row) => row.versionName },
    { key: 'status', label: R.statusColumn(), cell: (row) => R.status[row.status]() },
    { key: 'by', label: R.createdBy(), cell: (row) => row.createdByName },
    { key: 'at', label: LL.list.createdAt(), cell: (row) => formatDateTime(row.createdAt, locale) },
    { key: 'notes', label: R.notes(), cell: (row) => row.notes },
  ];
  const rowKey = (row: ReleaseRecord) => row.id;
  return (
    <>
      <DashboardCard className={styles.card} title={title}>
        <div className={styles.active}>
          {data.active ? (
            <>
              <RouterLink to={LUA_SCREEN}>{R.luaActive({ version: data.active.versionCode })}</RouterLink>
              <Text className={styles.quiet}>
                {data.active.activatedAt ? formatDateTime(data.active.activatedAt, locale) : ''} · {data.active.createdByName}
              </Text>
            </>
          ) : (
            <RouterLink to={LUA_SCREEN}>{R.luaNone()}</RouterLink>
          )}
        </div>
      </DashboardCard>
      <DashboardCard className={styles.card} title={recentTitle}>
        {data.recent.length === 0 ? (
          <Text>{R.empty()}</Text>
        ) : mobile ? (
          <PlainCards
            aria-label={recentTitle}
            rows={data.recent}
            rowKey={rowKey}
            columns={columns}
            nameOf={(row) => R.versionNumber({ version: row.versionCode })}
          />
        ) : (
          <PlainTable aria-label={recentTitle} rows={data.recent} rowKey={rowKey} columns={columns} />
        )}
      </DashboardCard>
    </>
  );
}
