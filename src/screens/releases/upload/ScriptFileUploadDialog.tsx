/**
 * A new version of one script's APK, RC or course file, in the record form dialog (docs/releases.md):
 * the version number (APK, RC: above the highest of that script's kind, read when the dialog
 * opens), the force flag (APK, RC), the notes and the file, uploading as soon as it is chosen.
 * "Save" checks the whole form, then registers the finished upload with it (useUploadForm).
 *
 * Mounted only while open, so each opening starts afresh. No navigation guard of its own: the
 * screens that open it have their list's (a router honours one), and closing a changed form asks.
 * Once closed, saved or not, focus goes back to what opened it (or the screen's heading if that
 * went, as when the saved version opens the Files tab); a refused Save focuses the first invalid field.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Switch, Text, makeStyles } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { ReleaseRecord, ScriptFileKind } from '@contracts/release.js';
import { notify } from '@/api/notifier';
import type { ScriptFileApi } from '@/api/releases';
import { RecordFormDialog } from '@/components/list/RecordFormDialog';
import { openerOf, returnFocus, useFocusInvalidOnFailure } from '@/list/focusAfterSave';
import type { UploadEffects } from '@/upload/uploadLogic';
import type { ReleaseListApi } from '../releaseTracks';
import {
  isForceable,
  isNumbered,
  SCRIPT_FILE_BLANK,
  SCRIPT_FILE_FORM_FIELDS,
  SCRIPT_FILE_UPLOAD_FIELDS,
  scriptFilePayloadOf,
  validateScriptFile,
} from './scriptFileUploadForm';
import { ReleaseNotesField } from '../ReleaseNotesField';
import { UploadFileField } from './UploadFileField';
import { FILE_FIELD, fileErrorText } from './uploadRefusal';
import { useHighestVersion } from './useHighestVersion';
import { useUploadForm } from './useUploadForm';
import { VersionNumberField } from './VersionNumberField';

export interface ScriptFileUploadTarget {
  script: { id: number; name: string };
  kind: ScriptFileKind;
}

/** What the dialog uses of scriptFileApi (src/api/releases.ts): the list (the highest number) and the add. */
export type ScriptFileUploadApi = Pick<ReleaseListApi, 'records'> & Pick<ScriptFileApi, 'add'>;

export interface ScriptFileUploadDialogProps {
  /** The script and the kind of file; null: closed. */
  target: ScriptFileUploadTarget | null;
  api: ScriptFileUploadApi;
  /** The dialog closed (Cancel, Escape, or the version added). */
  onClose: () => void;
  /** The version was added (read the list again). */
  onAdded?: (record: ReleaseRecord) => void;
  /** Fixture upload effects for tests and stories (no Worker, no server). */
  effects?: Partial<UploadEffects>;
}

// The fields stay the dialog's flex items: the wrapper only marks where invalid fields are looked for.
const useStyles = makeStyles({ fields: { display: 'contents' } });

export function ScriptFileUploadDialog({ target, ...props }: ScriptFileUploadDialogProps) {
  return target ? (
    <OpenDialog key={`${target.script.id}:${target.kind}`} target={target} {...props} />
  ) : null;
}

function OpenDialog({
  target,
  api,
  onClose,
  onAdded,
  effects,
}: ScriptFileUploadDialogProps & { target: ScriptFileUploadTarget }) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const { script, kind } = target;
  const track = { scriptId: script.id, kind };
  const { highest, refresh: readHighest } = useHighestVersion(api.records, track);
  const added = useRef<ReleaseRecord | null>(null);
  const styles = useStyles();
  const fieldsRef = useRef<HTMLDivElement>(null);
  // Read as the dialog opens, before it takes focus: a menu item stands for its menu's button.
  const [opener] = useState(() => openerOf(document.activeElement));
  const over = useRef(false);
  useEffect(
    () => () => {
      // Only a dialog that was closed or saved (not React's check-mount of effects) gives focus back.
      if (over.current) returnFocus(opener);
    },
    [opener],
  );

  const onSaved = useCallback(() => {
    over.current = true;
    const record = added.current;
    if (!record) return;
    notify('success', R.fileAdded({ kind: R.kinds[kind](), version: record.versionName, script: script.name, file: record.fileName }), 5000);
    onAdded?.(record);
  }, [R, onAdded, kind, script.name]);
  const { form, upload } = useUploadForm<ReleaseRecord>({
    fields: SCRIPT_FILE_UPLOAD_FIELDS,
    formFields: SCRIPT_FILE_FORM_FIELDS,
    blank: SCRIPT_FILE_BLANK,
    validate: (values, held) => validateScriptFile(values, track, held, highest),
    add: (values, ids) => api.add(scriptFilePayloadOf(values, track, ids)),
    onAdded: (record) => {
      added.current = record;
    },
    onRefused: readHighest,
    onSaved,
  });

  // Open at once; once closed again (cancelled or saved), the dialog is done.
  const { send } = form;
  const closed = form.snapshot.matches('closed');
  const opened = useRef(false);
  useEffect(() => {
    if (!closed) opened.current = true;
    else if (opened.current) {
      over.current = true;
      onClose();
    } else send({ type: 'OPEN_NEW' });
  }, [closed, send, onClose]);
  useFocusInvalidOnFailure(form, fieldsRef);

  const { values, fieldErrors, busy } = form;
  const change = (field: string) => (value: string) => send({ type: 'CHANGE', field, value });
  const kindName = R.kinds[kind]();
  return (
    <RecordFormDialog form={form} title={R.uploadTitle({ name: `${script.name} · ${kindName}` })}>
      <div ref={fieldsRef} className={styles.fields}>
        {isNumbered(kind) ? (
          <VersionNumberField label={R.version()} value={values.version} reason={fieldErrors.version} highest={highest} onChange={change('version')} />
        ) : (
          highest !== null && <Text>{R.courseHint({ version: highest + 1 })}</Text>
        )}
        {isForceable(kind) && (
          <Switch
            label={R.forceUpdate()}
            checked={values.forceUpdate === 'true'}
            onChange={(_, data) => change('forceUpdate')(String(data.checked))}
          />
        )}
        <ReleaseNotesField
          value={values.notes ?? ''}
          reason={fieldErrors.notes}
          onChange={change('notes')}
        />
        <UploadFileField
          label={kindName}
          purpose={kind}
          upload={upload}
          saveWith="save"
          disabled={busy}
          error={fileErrorText(LL, fieldErrors[FILE_FIELD])}
          effects={effects}
        />
      </div>
    </RecordFormDialog>
  );
}
