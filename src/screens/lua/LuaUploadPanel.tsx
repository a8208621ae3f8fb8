/**
 * A new version of the Lua detection code (docs/releases.md; ADMIN, LUA_ADMIN): its notes, then
 * the file, registered as soon as it is up and hashed (the server numbers Lua versions, so there
 * is nothing else to check first). Notes the contract refuses fail the file's row without a call,
 * the upload kept: corrected, Retry registers it. A new version is not active: the list activates.
 * The file's row says why the server refused it (the content's problem, a Lua syntax error's line).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { FieldReason } from '@contracts/envelope.js';
import { UPLOAD_KINDS } from '@contracts/files.js';
import { addLuaVersionForm, type ReleaseRecord } from '@contracts/release.js';
import { toFailure } from '@machines/failure.js';
import { ApiError } from '@/api/apiError';
import type { LuaVersionApi } from '@/api/releases';
import { ReleaseNotesField } from '@/screens/releases';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { UploadQueue } from '@/upload/UploadQueue';
import type { RegisterUpload, UploadEffects } from '@/upload/uploadLogic';

/** UPLOAD_MAX_LUA_BYTES by default (the server checks its own setting). */
export const LUA_MAX_BYTES = 2_000_000;
const LUA_EXTENSIONS = UPLOAD_KINDS.lua.map((kind) => kind.extension);

export interface LuaUploadPanelProps {
  api: Pick<LuaVersionApi, 'add'>;
  /** The version was added; `panel`: this panel (focus in it may be moved to the new row). */
  onAdded: (record: ReleaseRecord, panel: HTMLElement | null) => void;
  effects?: Partial<UploadEffects>;
}

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px' },
});

export function LuaUploadPanel({ api, onAdded, effects }: LuaUploadPanelProps) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const styles = useStyles();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const [notes, setNotes] = useState('');
  const [notesReason, setNotesReason] = useState<string | undefined>();
  // Read when the file is up, which may be after the notes changed.
  const latestNotes = useRef(notes);
  useEffect(() => {
    latestNotes.current = notes;
  });

  const register = useCallback<RegisterUpload>(
    async (_file, ids) => {
      const body = { notes: latestNotes.current.trim(), ...ids };
      const reason = zodFieldErrors(addLuaVersionForm, body).notes;
      if (reason) {
        setNotesReason(reason);
        throw new ApiError('The notes are refused', 400, {
          reason: 'invalid_input',
          fields: [{ field: 'notes', reason: reason as FieldReason, message: reason }],
        });
      }
      try {
        return await api.add(body);
      } catch (error) {
        setNotesReason(toFailure(error).fields.find((issue) => issue.field === 'notes')?.reason);
        throw error;
      }
    },
    [api],
  );
  const registered = (_file: File, record: unknown) => {
    setNotes('');
    onAdded(record as ReleaseRecord, panel.current);
  };

  return (
    <section ref={panel} className={styles.panel} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={400} weight="semibold">
        {R.upload()}
      </Text>
      <ReleaseNotesField
        value={notes}
        reason={notesReason}
        hint={R.luaNotesHint()}
        onChange={(value) => {
          setNotes(value);
          setNotesReason(undefined);
        }}
      />
      <UploadQueue
        purpose="lua"
        accept={LUA_EXTENSIONS}
        maxBytes={LUA_MAX_BYTES}
        register={register}
        onRegistered={registered}
        multiple={false}
        label={R.kinds.lua()}
        effects={effects}
      />
    </section>
  );
}
