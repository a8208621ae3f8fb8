/**
 * The script-month settlement list an admin examines (statistics variant, owners shown), over
 * the in-memory months and settlement flow, captioned "Settlements": for tests of how a list
 * shows (cards, money), not of the settlement flow itself.
 */
import type { ReactNode } from 'react';
import type { PlatformInfo } from '@contracts/platform.js';
import type { Locales } from '@locales/i18n-types';
import type { Device } from '@machines/app.machine.js';
import { PlatformInfoProvider } from '@/platform/PlatformInfoProvider';
import { ScriptMonthsView } from '@/screens/active/scriptMonths/ScriptMonthsView';
import { renderTool } from './toolsKit';
import {
  ADMIN_ACTOR,
  fixtureScriptMonthsApi,
  fixtureSettlementApi,
} from '../../fixtures/activity/settlementFixtures';

export interface SettlementListOptions {
  locale?: Locales;
  device?: Device;
  /** The platform currency the server answers; CNY (the default) when not given. */
  currency?: string;
  aside?: ReactNode;
}

export function renderSettlementList({ locale, device, currency, aside }: SettlementListOptions = {}) {
  const months = fixtureScriptMonthsApi();
  const settlement = fixtureSettlementApi(months.rows, ADMIN_ACTOR);
  const info: Promise<PlatformInfo> | undefined = currency
    ? Promise.resolve({ demoMode: false, currency, examineUnusualFactor: 3 })
    : undefined;
  const view = renderTool(
    <PlatformInfoProvider info={info}>
      <ScriptMonthsView
        title="Settlements"
        tableId="settlements"
        variant="statistics"
        api={months.api}
        settlements={settlement.api}
        actor={ADMIN_ACTOR}
        settle
        showOwners
        userKey="t"
        saveFile={() => {}}
      />
    </PlatformInfoProvider>,
    { path: '/wn/statistical-admin', locale, device, aside },
  );
  return { ...view, rows: months.rows };
}
