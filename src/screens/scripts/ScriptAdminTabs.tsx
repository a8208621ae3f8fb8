/**
 * A catalogue's tabs beside its scripts (docs/signing.md, docs/releases.md): the admin's Scripts
 * (/wn/script-admin) has the signing contracts between scripts and companies and the scripts'
 * files; an author's My Scripts (/script-table) has their scripts' files. The tab is the URL's
 * `tab`, kept while the tab's list changes its own parameters; a script's "Signing contracts" or
 * "Files" action opens that tab filtered on the script (`scriptId`).
 */
import type { ReactNode } from 'react';
import { Tab, TabList } from '@fluentui/react-components';
import { DocumentSignatureRegular } from '@fluentui/react-icons';
import { useSearchParams } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { companyContract } from '@contracts/resources/masterData.js';
import { entityPermissions } from '@contracts/permissions.js';
import type { ReleaseActor } from '@contracts/release.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { RecordHistoryLoader } from '@/api/audit';
import { scriptFileApi } from '@/api/releases';
import { resourceApi } from '@/api/resources';
import { scriptApi } from '@/api/scripts';
import { signingApi } from '@/api/signings';
import type { RowAction } from '@/components/list/RowActions';
import { NO_CHOICES } from '@/list/useChoices';
import { ScriptFilesView } from '@/screens/releases';
import { SigningView } from '@/screens/signing';
import type { ScriptScreenKey } from './scriptScreens';
import { FILES_TAB, TAB_PARAM } from './useScriptFilesLink';

const SIGNINGS = 'signings';
const SCRIPTS = 'scripts';
const companyApi = resourceApi(companyContract);

type ExtraTab = typeof SIGNINGS | typeof FILES_TAB;

/** The tabs each catalogue has besides its scripts (each shown to those who may read it). */
const TABS_OF: Partial<Record<ScriptScreenKey, readonly ExtraTab[]>> = {
  scriptAdmin: [SIGNINGS, FILES_TAB],
  scriptTable: [FILES_TAB],
};

export interface ScriptTabsUser {
  roles: readonly string[];
  userKey: string | undefined;
  /** As the release machine's guards read them (the files' actions). */
  actor: ReleaseActor;
  recordHistory?: RecordHistoryLoader;
}

export interface ScriptAdminTabs {
  tabs: ReactNode;
  /** The open tab's screen, or null on the scripts tab. */
  open: ReactNode | null;
  /** The row action opening a script's contracts. */
  contractsOf: (row: ScriptRecord) => RowAction[];
}

export function useScriptAdminTabs(screenKey: ScriptScreenKey, user: ScriptTabsUser): ScriptAdminTabs | null {
  const { LL } = useI18nContext();
  const G = LL.signing;
  const [params, setParams] = useSearchParams();
  const { roles, userKey } = user;
  const signings = entityPermissions(roles, 'ScriptSigning');
  const files = entityPermissions(roles, 'ScriptFile');
  const offered = (TABS_OF[screenKey] ?? []).filter((tab) => (tab === SIGNINGS ? signings.list : files.list));
  if (offered.length === 0) return null;
  const asked = params.get(TAB_PARAM);
  const current = offered.find((tab) => tab === asked) ?? SCRIPTS;
  const title = LL.route[screenKey]();
  const tabs = (
    <TabList
      selectedValue={current}
      aria-label={title}
      onTabSelect={(_, data) => setParams(data.value === SCRIPTS ? {} : { [TAB_PARAM]: String(data.value) })}
    >
      <Tab value={SCRIPTS}>{title}</Tab>
      {offered.map((tab) => (
        <Tab key={tab} value={tab}>
          {tab === SIGNINGS ? G.contracts() : LL.release.files()}
        </Tab>
      ))}
    </TabList>
  );
  const screens: Record<ExtraTab, () => ReactNode> = {
    signings: () => (
      <SigningView
        key="signings"
        title={title}
        tableId="scriptSignings"
        scope="all"
        api={signingApi}
        scripts={scriptApi.records}
        companies={entityPermissions(roles, 'BusinessCompany').list ? companyApi : NO_CHOICES}
        permissions={signings}
        userKey={userKey}
        belowTitle={tabs}
        keepParams={[TAB_PARAM]}
      />
    ),
    files: () => (
      <ScriptFilesView
        key="files"
        title={title}
        tableId={`${screenKey}Files`}
        api={scriptFileApi}
        scripts={scriptApi.records}
        actor={user.actor}
        recordHistory={user.recordHistory}
        permissions={files}
        userKey={userKey}
        belowTitle={tabs}
        keepParams={[TAB_PARAM]}
      />
    ),
  };
  return {
    tabs,
    open: current === SCRIPTS ? null : screens[current](),
    contractsOf: (row) =>
      offered.includes(SIGNINGS)
        ? [
            {
              id: 'signings',
              label: G.contracts(),
              icon: <DocumentSignatureRegular />,
              run: () => setParams({ [TAB_PARAM]: SIGNINGS, scriptId: String(row.id) }),
            },
          ]
        : [],
  };
}
