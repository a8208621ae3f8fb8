/**
 * The assistant app's releases (/versionUpload/version-admin, docs/releases.md): the version apps
 * get now, every release newest first with Activate / Roll back / Withdraw, Edit (force flag,
 * rollout, notes) and History, and the way to the upload of a new release.
 */
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import type { Operation } from '@contracts/permissions.js';
import { mayPublish, type ReleaseActor } from '@contracts/release.js';
import type { RecordHistoryLoader } from '@/api/audit';
import type { AppReleaseApi } from '@/api/releases';
import { ActiveReleaseLine, useActiveRelease } from './ActiveRelease';
import { ReleaseListView } from './ReleaseListView';
import type { ReleaseListApi } from './releaseTracks';
import { useAppReleaseEdit } from './useAppReleaseEdit';

/** Where a new app release is uploaded (contracts/routeTable.ts, VersionUploadApk). */
export const APP_RELEASE_UPLOAD_PATH = '/versionUpload/version-upload';

export interface AppReleaseAdminViewProps {
  title: string;
  /** appReleaseApi (src/api/releases.ts): the list, its events and the edit. */
  api: ReleaseListApi & Pick<AppReleaseApi, 'update'>;
  actor: ReleaseActor;
  permissions: Record<Operation, boolean>;
  recordHistory?: RecordHistoryLoader;
  userKey?: string;
  saveFile?: (blob: Blob, fileName: string) => void;
}

/** A link that looks like the screen's main button: a new release is uploaded on its own page. */
function NewReleaseLink({ label }: { label: string }) {
  const href = useHref(APP_RELEASE_UPLOAD_PATH);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(APP_RELEASE_UPLOAD_PATH);
  return (
    <Button as="a" appearance="primary" icon={<AddRegular />} href={href} onClick={onClick}>
      {label}
    </Button>
  );
}

export function AppReleaseAdminView({ title, api, actor, permissions, recordHistory, userKey, saveFile }: AppReleaseAdminViewProps) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const publishes = mayPublish('app', actor, null);
  const current = useActiveRelease(api.records);
  const edit = useAppReleaseEdit(api, publishes);
  return (
    <ReleaseListView
      title={title}
      tableId="appReleases"
      track="app"
      api={api}
      actor={actor}
      permissions={permissions}
      recordHistory={recordHistory}
      userKey={userKey}
      saveFile={saveFile}
      headActions={publishes ? <NewReleaseLink label={R.newAppRelease()} /> : undefined}
      belowTitle={
        <ActiveReleaseLine active={current.active} known={current.known} current={(version) => R.current({ version })} none={R.noCurrent()} />
      }
      moreRowActions={publishes ? edit.rowActions : undefined}
      extras={edit.dialog}
      onChanged={current.refresh}
    />
  );
}
