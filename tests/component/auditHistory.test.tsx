/**
 * History where records move through a machine, as users click it: the script-month and
 * partner-month lists (the examiner's and AUDITOR's read-only ones) and the users screen. The
 * History action comes from the signed-in user's roles (useHistoryAccess): ADMIN and AUDITOR get
 * it, a script author does not. Opening it loads that record's history into the drawer.
 */
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { UserInfo } from '@contracts/auth.js';
import type { RecordHistoryLoader } from '@/api/audit';
import { useHistoryAccess } from '@/history/useRecordHistory';
import { ScriptMonthsView } from '@/screens/active/scriptMonths/ScriptMonthsView';
import { UseradminAdminView } from '@/screens/useradmin/UseradminAdminScreen';
import { useradminPermissions } from '@/screens/useradmin/useradminPermissions';
import { rowOf } from './support/auditKit';
import { renderTool, TEST_USER } from './support/toolsKit';
import {
  ADMIN_ACTOR,
  AUTHOR_ACTOR,
  fixtureScriptMonthsApi,
  fixtureSettlementApi,
  monthsAgo,
} from '../fixtures/activity/settlementFixtures';
import { fixturePartnerMonthWorld } from '../fixtures/figures/figureFixtures';
import { fixtureUserAdminApi, sampleUsers } from '../fixtures/lists/userFixtures';
import {
  FROZEN_USER,
  fixtureHistoryLoader,
  settlementHistoryFor,
} from '../fixtures/audit/auditFixtures';
import { ScriptMonthsScreenView } from '@/screens/active/ScriptMonthsScreen';
import { PartnerMonthsScreenView } from '@/screens/active/PartnerMonthsScreen';

configure({ asyncUtilTimeout: 5000 });

const AUDITOR_USER: UserInfo = { ...TEST_USER, roles: ['AUDITOR'] };
const CREATOR_USER: UserInfo = { ...TEST_USER, roles: ['CREATOR'] };
const AUDITOR_ACTOR = { ...ADMIN_ACTOR, id: 9, roles: ['AUDITOR'] };

/** Gives `render` the loader only when the signed-in user may read histories, as the screens do. */
function WithAccess({
  load,
  render,
}: {
  load: RecordHistoryLoader;
  render: (load: RecordHistoryLoader | undefined) => ReactElement;
}) {
  const access = useHistoryAccess();
  return render(access && load);
}


const drawer = () => within(document.body);
const takenIn = (svg: HTMLElement) =>
  [...svg.querySelectorAll('[data-taken]')].map((g) => g.getAttribute('data-transition'));

function scriptMonths(actor: typeof ADMIN_ACTOR, user: UserInfo, settle = true) {
  const months = fixtureScriptMonthsApi();
  const settlement = fixtureSettlementApi(months.rows, actor);
  const history = fixtureHistoryLoader({
    histories: months.rows.map((row) => settlementHistoryFor(row.id, row.status)),
  });
  const view = renderTool(
    <WithAccess
      load={history.load}
      render={(load) => (
        <ScriptMonthsView
          title="Statistics"
          tableId="t"
          variant="statistics"
          api={months.api}
          settlements={settlement.api}
          actor={actor}
          settle={settle}
          showOwners
          recordHistory={load}
          userKey="t"
          saveFile={() => {}}
        />
      )}
    />,
    { path: '/statistical-admin', user },
  );
  return { ...view, months, history };
}

describe('History on the lists of flow records', () => {
  it('gives the examiner History beside Chart and the settlement actions, on the month asked for', async () => {
    const { user, months, history } = scriptMonths(ADMIN_ACTOR, TEST_USER);
    const row = await rowOf('Statistics', 'Quick Clicker Pro', monthsAgo(3));
    expect(row.getByRole('button', { name: 'Chart' })).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'History' }));
    const record = months.rows.find(
      (r) => r.scriptName === 'Quick Clicker Pro' && r.countTime === monthsAgo(3),
    )!;
    const svg = await drawer().findByRole('img', {
      name: `Statechart of Quick Clicker Pro · ${monthsAgo(3)}: now Examined. The transitions it took are highlighted.`,
      hidden: true,
    });
    expect(history.calls).toEqual([{ entity: 'settlement', id: record.id }]);
    expect(takenIn(svg)).toEqual(['unapplied|APPLY|submitted', 'submitted|EXAMINE|examined']);
    expect(svg.querySelector('[data-state="examined"][data-current]')).not.toBeNull();
    expect(
      drawer().getByText(`History of Quick Clicker Pro · ${monthsAgo(3)}`),
    ).toBeInTheDocument();
  });

  it('does not offer History to a script author on their own months', async () => {
    scriptMonths(AUTHOR_ACTOR, CREATOR_USER);
    const row = await rowOf('Statistics', 'Quick Clicker Pro', monthsAgo(3));
    expect(row.getByRole('button', { name: 'Confirm settlement' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Chart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });

  it("gives AUDITOR's script settlements History and no settlement action", async () => {
    const months = fixtureScriptMonthsApi();
    const history = fixtureHistoryLoader({
      histories: months.rows.map((row) => settlementHistoryFor(row.id, row.status)),
    });
    const { user } = renderTool(
      <WithAccess
        load={history.load}
        render={(load) => (
          <ScriptMonthsScreenView
        screenKey="auditSettlements"
            api={months.api}
            settlements={fixtureSettlementApi(months.rows, AUDITOR_ACTOR).api}
            actor={AUDITOR_ACTOR}
            recordHistory={load}
            userKey="t"
            saveFile={() => {}}
          />
        )}
      />,
      { path: '/audit/settlements', user: AUDITOR_USER },
    );
    const table = await screen.findByRole('table', { name: 'Script Settlements' });
    expect(within(table).queryByRole('columnheader', { name: 'Settlement' })).toBeNull();
    expect(
      screen.queryByRole('button', {
        name: /^(Examine|Return|Apply for statistics|Confirm settlement)$/,
      }),
    ).toBeNull();
    const row = await rowOf('Script Settlements', 'Puzzle Kingdom Auto', monthsAgo(4));
    await user.click(row.getByRole('button', { name: 'History' }));
    const svg = await drawer().findByRole('img', { name: /now Settled/, hidden: true });
    expect(takenIn(svg)).toHaveLength(3);
  });

  it("gives AUDITOR's partner settlements History and no settlement action", async () => {
    const world = fixturePartnerMonthWorld(AUDITOR_ACTOR);
    const history = fixtureHistoryLoader({
      histories: world.months.rows.map((row) => settlementHistoryFor(row.id, row.status)),
    });
    const { user } = renderTool(
      <WithAccess
        load={history.load}
        render={(load) => (
          <PartnerMonthsScreenView
        screenKey="auditPartnerSettlements"
            api={world.months.api}
            settlements={world.settlement.api}
            actor={AUDITOR_ACTOR}
            recordHistory={load}
            userKey="t"
            saveFile={() => {}}
          />
        )}
      />,
      { path: '/audit/partner-settlements', user: AUDITOR_USER },
    );
    const table = await screen.findByRole('table', { name: 'Partner Settlements' });
    expect(within(table).queryByRole('columnheader', { name: 'Settlement' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Partner' })).toBeInTheDocument();
    expect(screen.getByText(/Read only: every month with its settlement/)).toBeInTheDocument();
    const submitted = world.months.rows.find((r) => r.status === 'submitted')!;
    const row = await rowOf('Partner Settlements', submitted.cooperateName, submitted.countTime);
    await user.click(row.getByRole('button', { name: 'History' }));
    const svg = await drawer().findByRole('img', { name: /now Submitted/, hidden: true });
    expect(history.calls).toEqual([{ entity: 'settlement', id: submitted.id }]);
    expect(takenIn(svg)).toEqual(['unapplied|APPLY|submitted']);
  });

  it("shows a user's account history from the users screen to an auditor", async () => {
    const { api } = fixtureUserAdminApi({ rows: sampleUsers(4) });
    const history = fixtureHistoryLoader({ histories: [{ ...FROZEN_USER, id: 2 }] });
    const { user } = renderTool(
      <WithAccess
        load={history.load}
        render={(load) => (
          <UseradminAdminView
            api={api}
            permissions={useradminPermissions(['AUDITOR'])}
            currentUserId={3}
            recordHistory={load}
            userKey="t"
            saveFile={() => {}}
          />
        )}
      />,
      { path: '/useradmin/useradmin-admin', user: AUDITOR_USER },
    );
    const row = await rowOf('User Management', 'bob');
    // The auditor may act on nothing: History is the row's only action.
    expect(row.getAllByRole('button').map((b) => b.textContent)).toEqual(['History']);
    await user.click(row.getByRole('button', { name: 'History' }));
    const svg = await drawer().findByRole('img', {
      name: /^Statechart of bob: now Frozen/,
      hidden: true,
    });
    expect(history.calls).toEqual([{ entity: 'user', id: 2 }]);
    expect(takenIn(svg)).toEqual(['normal|FREEZE|frozen']);
    expect(svg.querySelector('[data-state="banned"][data-visited]')).toBeNull();
  });

  it('keeps the users screen without an actions column for a reader who may not read histories', async () => {
    const { api } = fixtureUserAdminApi({ rows: sampleUsers(4) });
    const history = fixtureHistoryLoader();
    renderTool(
      <WithAccess
        load={history.load}
        render={(load) => (
          <UseradminAdminView
            api={api}
            permissions={useradminPermissions(['CREATOR'])}
            recordHistory={load}
            userKey="t"
            saveFile={() => {}}
          />
        )}
      />,
      { path: '/useradmin/useradmin-admin', user: CREATOR_USER },
    );
    await rowOf('User Management', 'bob');
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });
});
