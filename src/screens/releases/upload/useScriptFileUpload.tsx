/**
 * How a screen offers a script's file upload (docs/releases.md): `useScriptFileUpload` gives the
 * dialog to render, `open(script, kind)`, and the three row actions of a script (new APK, RC or
 * course version); `ScriptFileUploadButton` is the same as one menu button for a screen showing
 * one script. Offered to those who publish the script's files (mayPublish: ADMIN, its author).
 */
import { useCallback, useState } from 'react';
import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger, useRestoreFocusTarget } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { SCRIPT_FILE_KINDS, type ReleaseRecord, type ScriptFileKind } from '@contracts/release.js';
import { scriptFileApi } from '@/api/releases';
import type { RowAction } from '@/components/list/RowActions';
import type { UploadEffects } from '@/upload/uploadLogic';
import { ScriptFileUploadDialog, type ScriptFileUploadApi, type ScriptFileUploadTarget } from './ScriptFileUploadDialog';

export interface ScriptFileUploadOptions {
  /** Default: scriptFileApi. */
  api?: ScriptFileUploadApi;
  /** A version was added (e.g. read the files' list again, or open it on the script). */
  onAdded?: (record: ReleaseRecord) => void;
  /** Fixture upload effects for tests and stories. */
  effects?: Partial<UploadEffects>;
}

type Script = ScriptFileUploadTarget['script'];

export function useScriptFileUpload({ api = scriptFileApi, onAdded, effects }: ScriptFileUploadOptions = {}) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const [target, setTarget] = useState<ScriptFileUploadTarget | null>(null);
  const open = useCallback((script: Script, kind: ScriptFileKind) => setTarget({ script, kind }), []);
  const close = useCallback(() => setTarget(null), []);
  const actionsFor = (script: Script): RowAction[] =>
    SCRIPT_FILE_KINDS.map((kind) => ({
      id: `upload-${kind}`,
      label: R.uploadKind({ kind: R.kinds[kind]() }),
      icon: <ArrowUploadRegular />,
      run: () => open(script, kind),
    }));
  const dialog = <ScriptFileUploadDialog target={target} api={api} onClose={close} onAdded={onAdded} effects={effects} />;
  return { open, actionsFor, dialog };
}

export interface ScriptFileUploadButtonProps extends ScriptFileUploadOptions {
  script: Script;
}

/** "Upload a new version" → APK / RC file / Course file, and the dialog. */
export function ScriptFileUploadButton({ script, ...options }: ScriptFileUploadButtonProps) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const upload = useScriptFileUpload(options);
  // The dialog gives focus back to the button when it closes.
  const restoreFocus = useRestoreFocusTarget();
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton appearance="primary" icon={<ArrowUploadRegular />} {...restoreFocus}>
            {R.upload()}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {SCRIPT_FILE_KINDS.map((kind) => (
              <MenuItem key={kind} onClick={() => upload.open(script, kind)}>
                {R.kinds[kind]()}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {upload.dialog}
    </>
  );
}
