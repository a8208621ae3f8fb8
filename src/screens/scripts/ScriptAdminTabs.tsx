/**
 * The admin's catalogue (/wn/script-admin) in two tabs (docs/signing.md): the scripts, and the
 * signing contracts between scripts and companies. The tab is the URL's `tab`, kept while the
 * contracts list changes its own parameters; a script's "Signing contracts" action opens the
 * second tab filtered on that script.
 */
import type { ReactNode } from 'react';
import { Tab, TabList } from '@fluentui/react-components';
import { DocumentSignatureRegular } from '@fluentui/react-icons';
import { useSearchParams } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { companyContract } from '@contracts/resources/masterData.js';
import { entityPermissions } from '@contracts/permissions.js';
import type { ScriptRecord } from '@contracts/script.js';
import { resourceApi } from '@/api/resources';
import { scriptApi } from '@/api/scripts';
import { signingApi } from '@/api/signings';
import type { RowAction } from '@/components/list/RowActions';
import { NO_CHOICES } from '@/list/useChoices';
import { SigningView } from '@/screens/signing';

const TAB = 'tab';
const SIGNINGS = 'signings';
const companyApi = resourceApi(companyContract);

export interface ScriptAdminTabs {
  /** Whether the contracts tab is open; then `contracts` is the screen. */
  onContracts: boolean;
  tabs: ReactNode;
  contracts: ReactNode;
  /** The row action opening a script's contracts. */
  contractsOf: (row: ScriptRecord) => RowAction[];
}

export function useScriptAdminTabs(roles: readonly string[], userKey: string | undefined, enabled: boolean): ScriptAdminTabs | null {
  const { LL } = useI18nContext();
  const G = LL.signing;
  const [params, setParams] = useSearchParams();
  if (!enabled) return null;
  const permissions = entityPermissions(roles, 'ScriptSigning');
  const onContracts = params.get(TAB) === SIGNINGS;
  const tabs = (
    <TabList
      selectedValue={onContracts ? SIGNINGS : 'scripts'}
      aria-label={LL.route.scriptAdmin()}
      onTabSelect={(_, data) => setParams(data.value === SIGNINGS ? { [TAB]: SIGNINGS } : {})}
    >
      <Tab value="scripts">{LL.route.scriptAdmin()}</Tab>
      <Tab value={SIGNINGS}>{G.contracts()}</Tab>
    </TabList>
  );
  return {
    onContracts,
    tabs,
    contracts: (
      <SigningView
        key="signings"
        title={LL.route.scriptAdmin()}
        tableId="scriptSignings"
        scope="all"
        api={signingApi}
        scripts={scriptApi.records}
        companies={entityPermissions(roles, 'BusinessCompany').list ? companyApi : NO_CHOICES}
        permissions={permissions}
        userKey={userKey}
        belowTitle={tabs}
        keepParams={[TAB]}
      />
    ),
    contractsOf: (row) =>
      permissions.list
        ? [
            {
              id: 'signings',
              label: G.contracts(),
              icon: <DocumentSignatureRegular />,
              run: () => setParams({ [TAB]: SIGNINGS, scriptId: String(row.id) }),
            },
          ]
        : [],
  };
}
