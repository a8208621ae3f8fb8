/**
 * "Files" on a catalogue row: the script's APK, RC and course versions in the Files tab of the
 * reader's own catalogue (the admin's Scripts, an author's My Scripts; docs/releases.md), filtered
 * on the script. Offered to those who read script files (ADMIN; an author, whose list holds only
 * their own scripts). Those who publish the script's files (ADMIN, its author) also get "New APK
 * version", "New RC file version" and "New course file version"; a version added opens the tab.
 */
import { FolderZipRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { entityPermissions } from '@contracts/permissions.js';
import { mayPublish, type ReleaseActor } from '@contracts/release.js';
import type { ScriptRecord } from '@contracts/script.js';
import type { RowAction } from '@/components/list/RowActions';
import { useScriptFileUpload } from '@/screens/releases';

/** The URL parameter naming a catalogue's open tab, and the Files tab's value. */
export const TAB_PARAM = 'tab';
export const FILES_TAB = 'files';

/** The Files tab of the catalogue at `path`, opened on one script. */
export function filesTabOf(path: string, scriptId: number): string {
  return `${path}?${new URLSearchParams({ [TAB_PARAM]: FILES_TAB, scriptId: String(scriptId) })}`;
}

export function useScriptFilesLink(filesPath: string | undefined, actor: ReleaseActor) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const offered = filesPath !== undefined && entityPermissions(actor.roles, 'ScriptFile').list;
  const upload = useScriptFileUpload({
    onAdded: (record) => {
      if (filesPath !== undefined && record.scriptId !== null) navigate(filesTabOf(filesPath, record.scriptId));
    },
  });
  const actionsFor = (row: ScriptRecord): RowAction[] =>
    offered
      ? [
          { id: 'files', label: LL.release.files(), icon: <FolderZipRegular />, run: () => navigate(filesTabOf(filesPath, row.id)) },
          ...(mayPublish('apk', actor, row.ownerId) ? upload.actionsFor({ id: row.id, name: row.scriptName }) : []),
        ]
      : [];
  return { actionsFor, dialog: offered ? upload.dialog : null };
}
