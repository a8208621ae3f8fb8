/**
 * The Lua admin's dashboard (LUA_ADMIN; contracts/dashboard.ts): which detection code apps run
 * now, and the latest uploads with their status, each linking to the Lua code screen.
 */
import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { DashboardSummary } from '@contracts/dashboard.js';
import type { ReleaseRecord } from '@contracts/release.js';
import { PlainTable } from '@/components/list/PlainTable';
import { RouterLink } from '@/screens/shared/RouterLink';
import { formatDateTime } from '@/utils/localeFormat';

/** The Lua code screen (contracts/routeTable.ts). */
export const LUA_SCREEN = '/luaUpload/version-upload';

const useStyles = makeStyles({
  card: { flex: '1 1 100%' },
  active: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  quiet: { color: tokens.colorNeutralForeground3 },
});

export function LuaSection({ data }: { data: NonNullable<DashboardSummary['lua']> }) {
  const { LL, locale } = useI18nContext();
  const R = LL.release;
  const styles = useStyles();
  const title = R.luaVersions();
  const recentTitle = R.luaRecent();
  return (
    <>
      <Card className={styles.card} role="region" aria-label={title}>
        <CardHeader header={<Text weight="semibold">{title}</Text>} />
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
      </Card>
      <Card className={styles.card} role="region" aria-label={recentTitle}>
        <CardHeader header={<Text weight="semibold">{recentTitle}</Text>} />
        {data.recent.length === 0 ? (
          <Text>{R.empty()}</Text>
        ) : (
          <PlainTable<ReleaseRecord>
            aria-label={recentTitle}
            rows={data.recent}
            rowKey={(row) => row.id}
            columns={[
              { key: 'version', label: R.version(), cell: (row) => row.versionName },
              { key: 'status', label: R.statusColumn(), cell: (row) => R.status[row.status]() },
              { key: 'by', label: R.createdBy(), cell: (row) => row.createdByName },
              { key: 'at', label: LL.list.createdAt(), cell: (row) => formatDateTime(row.createdAt, locale) },
              { key: 'notes', label: R.notes(), cell: (row) => row.notes },
            ]}
          />
        )}
      </Card>
    </>
  );
}
