/**
 * /dashboard (every signed-in user, the affixed tag): the figures of the user's roles from real
 * data (GET /api/dashboard/summary), each linking to the filtered list behind it. Loading,
 * error with retry and the data are the loader machine's states.
 */
import { lazy, Suspense } from 'react';
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { DashboardSummary } from '@contracts/dashboard.js';
import { dashboardApi, type DashboardApi } from '@/api/dashboard';
import { describeFailure } from '@/api/errorText';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { ErrorState } from '@/components/list/ErrorState';
import { useLoader } from '@/data/useLoader';
import {
  AdminSection,
  PartnerSection,
  RecentTransitions,
  ScriptsSection,
} from './DashboardSections';
import { LuaSection } from './LuaSection';
import { useSectionWords } from './useSectionWords';

// An operator's section (the script changes in words, with the payload's field names) loads only
// for an operator: the first screen of every other role stays without it.
const OperateSection = lazy(() =>
  import('./OperateSection').then((module) => ({ default: module.OperateSection })),
);

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
  },
  grid: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'stretch',
  },
});

export interface DashboardViewProps {
  api: DashboardApi;
  name: string;
  roles: readonly string[];
  /** "Now", for the links' months (tests and stories pin it). */
  now?: number;
}

export function DashboardView({ api, name, roles, now = Date.now() }: DashboardViewProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const { data, failed, error, retry } = useLoader<DashboardSummary>(api.summary);
  const worded = useSectionWords(data);
  let body;
  if (failed)
    body = (
      <ErrorState
        title={LL.dashboard.loadFailed()}
        message={error ? describeFailure(error) : ''}
        onRetry={retry}
      />
    );
  else if (!data || !worded) body = <Spinner label={LL.list.loading()} />;
  else {
    const empty = !data.admin && !data.scripts && !data.partner && !data.recent && !data.operate && !data.lua;
    body = (
      <div className={styles.grid}>
        {data.admin && <AdminSection data={data.admin} now={now} />}
        {data.scripts && (
          <ScriptsSection data={data.scripts} now={now} company={!roles.includes('CREATOR')} />
        )}
        {data.partner && <PartnerSection data={data.partner} now={now} />}
        {data.recent && <RecentTransitions rows={data.recent} />}
        {data.operate && (
          <Suspense fallback={<Spinner label={LL.list.loading()} />}>
            <OperateSection data={data.operate} />
          </Suspense>
        )}
        {data.lua && <LuaSection data={data.lua} />}
        {empty && <Text>{LL.dashboard.nothingHere()}</Text>}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {LL.dashboard.welcome({ name })}
      </Text>
      {body}
    </div>
  );
}

export default function DashboardScreen() {
  const { user, roles } = useCurrentUser();
  const name = user?.name ?? '';
  return <DashboardView api={dashboardApi} name={name} roles={roles} />;
}
