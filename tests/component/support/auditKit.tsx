/**
 * Test kit of the audit trail: the trail view as the screen gives it (History only for users who
 * may read histories) on the in-memory trail and histories, in a chosen language, with the
 * current address beside it; and a row found by the texts it shows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { AuditRecord } from '@contracts/audit.js';
import type { UserInfo } from '@contracts/auth.js';
import type { Locales } from '@locales/i18n-types';
import type { RecordHistoryLoader } from '@/api/audit';
import { AuditTrailView } from '@/screens/audit/AuditTrailScreen';
import { useHistoryAccess } from '@/history/useRecordHistory';
import { renderTool, TEST_USER } from './toolsKit';
import {
  fixtureAuditApi,
  fixtureHistoryLoader,
  type HistoryFixtureOptions,
} from '../../fixtures/audit/auditFixtures';

export const AUDITOR: UserInfo = { ...TEST_USER, roles: ['AUDITOR'] };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function TrailAs({
  api,
  load,
}: {
  api: ReturnType<typeof fixtureAuditApi>['api'];
  load: RecordHistoryLoader;
}) {
  const access = useHistoryAccess();
  return (
    <AuditTrailView api={api} recordHistory={access && load} userKey="t" saveFile={() => {}} />
  );
}

export interface TrailOptions {
  path?: string;
  user?: UserInfo;
  locale?: Locales;
  rows?: AuditRecord[];
  histories?: HistoryFixtureOptions;
}

export function setupTrail(options: TrailOptions = {}) {
  const trail = fixtureAuditApi(options.rows ? { rows: options.rows } : {});
  const history = fixtureHistoryLoader(options.histories);
  const view = renderTool(<TrailAs api={trail.api} load={history.load} />, {
    path: options.path ?? '/audit/audit-trail',
    user: options.user ?? AUDITOR,
    locale: options.locale ?? 'en',
    aside: <Where />,
  });
  return { ...view, trail, history };
}

/** The query of the address the trail is at now. */
export const currentQuery = () =>
  Object.fromEntries(new URLSearchParams(screen.getByTestId('where').textContent!.split('?')[1]));

/** The row of table `table` showing every one of `texts`. */
export async function rowOf(table: string, ...texts: string[]) {
  const found = await screen.findByRole('table', { name: table });
  return waitFor(() => {
    const row = within(found)
      .getAllByRole('row')
      .find((r) => texts.every((text) => r.textContent?.includes(text)));
    if (!row) throw new Error(`no row with ${texts.join(', ')}`);
    return within(row);
  });
}
