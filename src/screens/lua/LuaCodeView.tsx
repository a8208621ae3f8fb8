/**
 * The Lua detection code (/luaUpload/version-upload, docs/releases.md): the version apps run now,
 * the upload of a new one, and every version newest first with Activate / Roll back / Withdraw
 * (the release list's) and "Compare with the active version", a line-by-line comparison.
 */
import { useState } from 'react';
import { BranchCompareRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { Operation } from '@contracts/permissions.js';
import { mayPublish, type ReleaseActor, type ReleaseRecord } from '@contracts/release.js';
import type { RecordHistoryLoader } from '@/api/audit';
import { notify } from '@/api/notifier';
import { releaseText, type LuaVersionApi } from '@/api/releases';
import type { ListControls } from '@/components/list/ResourceListView';
import type { RowAction } from '@/components/list/RowActions';
import { ActiveReleaseLine, LuaVersionListView, useActiveRelease, type ReleaseListApi } from '@/screens/releases';
import type { UploadEffects } from '@/upload/uploadLogic';
import { LuaDiffDialog } from './LuaDiffDialog';
import { LuaUploadPanel } from './LuaUploadPanel';

export interface LuaCodeViewProps {
  /** luaVersionApi (src/api/releases.ts): the list, its events and the add. */
  api: ReleaseListApi & Pick<LuaVersionApi, 'add'>;
  actor: ReleaseActor;
  permissions: Record<Operation, boolean>;
  recordHistory?: RecordHistoryLoader;
  userKey?: string;
  saveFile?: (blob: Blob, fileName: string) => void;
  /** Reads a version's text for the comparison (default: its public file). */
  readText?: (url: string) => Promise<string>;
  /** Fixture upload effects for tests and stories (no Worker, no server). */
  effects?: Partial<UploadEffects>;
}

export function LuaCodeView({ api, actor, permissions, recordHistory, userKey, saveFile, readText = releaseText, effects }: LuaCodeViewProps) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const current = useActiveRelease(api.records);
  const { active } = current;
  const [comparing, setComparing] = useState<ReleaseRecord | null>(null);
  const publishes = mayPublish('lua', actor, null);

  // The new version is listed by reading the list again; focus that was in the upload panel goes
  // to its row, beside the Activate it will likely need next.
  const added = (list: ListControls) => (record: ReleaseRecord, panel: HTMLElement | null) => {
    notify('success', R.luaAdded({ version: record.versionCode }), 5000);
    list.refresh();
    list.returnFocus?.(record.id, panel);
  };
  const compare = (row: ReleaseRecord): RowAction[] =>
    active && row.id !== active.id ? [{ id: 'compare', label: R.diff(), icon: <BranchCompareRegular />, run: () => setComparing(row) }] : [];

  return (
    <LuaVersionListView
      title={LL.route.luaVersionUpload()}
      api={api}
      actor={actor}
      permissions={permissions}
      recordHistory={recordHistory}
      userKey={userKey}
      saveFile={saveFile}
      belowTitle={(list: ListControls) => (
        <>
          <ActiveReleaseLine
            active={active}
            known={current.known}
            current={() => R.luaActive({ version: active?.versionCode ?? 0 })}
            none={R.luaNone()}
          />
          {publishes && <LuaUploadPanel api={api} onAdded={added(list)} effects={effects} />}
        </>
      )}
      moreRowActions={compare}
      extras={<LuaDiffDialog version={comparing} active={active} readText={readText} onClose={() => setComparing(null)} />}
      onChanged={current.refresh}
    />
  );
}
