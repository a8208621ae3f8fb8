/**
 * The upload queue (docs/browser.md, "Uploads in the browser"): files chosen or dropped are checked
 * here first (extension, size; a refused file is listed with the reason and never sent), then each
 * runs its own upload machine: MD5 and resumable sending at once, then the caller's `register`
 * ("add") call with `{ uploadId, md5 }`. A few files upload at a time, the others wait.
 *
 * With `multiple={false}` it is a single-file field: a new choice replaces the listed file, and
 * nothing can be chosen while that file is still on its way.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { formatBytes } from '@/utils/localeFormat';
import { FileDropZone } from './FileDropZone';
import { acceptAttribute, refusalOf, type Refusal } from './fileChecks';
import { RefusedRow } from './RefusedRow';
import { holdsPlace, inProgress, type FileOnItsWay, type RowPhase } from './rowPhase';
import type { UploadPurpose } from './tusUpload';
import { APP_UPLOAD_EFFECTS, type RegisterUpload, type UploadEffects } from './uploadLogic';
import { UploadRow } from './UploadRow';
import { typesText } from './uploadText';

export interface UploadQueueProps {
  /** What the files are for (the server checks roles, size and content by it). */
  purpose: UploadPurpose;
  /** Accepted extensions, without the dot: ['apk']. */
  accept: readonly string[];
  /** Largest file in bytes (1 MB = 1,000,000 bytes). */
  maxBytes: number;
  /** The "add" call for a finished upload; a rejection fails the row (Retry calls it again). */
  register: RegisterUpload;
  /** Called once per file the "add" call accepted, with its answer. */
  onRegistered?: (file: File, result: unknown) => void;
  /**
   * The "add" call's promise is only held by a form not yet saved, nothing is being sent: the
   * finished file reads "Uploaded, not saved yet" and may be cancelled (a single-file field).
   */
  registrationHeld?: boolean;
  /** A row was cancelled or removed (a form clears what it said about the file). */
  onRowGone?: () => void;
  /** Told where the files not done yet stand: sending (or waiting), paused, failed, or none left. */
  onWorkingChange?: (state: FileOnItsWay | null) => void;
  /** Several files (default) or one at a time. */
  multiple?: boolean;
  /** The zone's label; default "Choose files" / "Choose file". */
  label?: string;
  /** Files sending at once (default 2). */
  concurrency?: number;
  /** Nothing may be chosen. */
  disabled?: boolean;
  /** Replaces the browser's effects (tests and stories: no Worker, no server). */
  effects?: Partial<UploadEffects>;
  /** Files already chosen elsewhere (a field's "Choose another file"): queued as the queue starts. */
  initialFiles?: readonly File[];
}

interface Entry {
  id: number;
  file: File;
  refusal: Refusal | null;
}

const useStyles = makeStyles({
  queue: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyle: 'none', margin: 0, padding: 0 },
});

export function UploadQueue({
  purpose,
  accept,
  maxBytes,
  register,
  onRegistered,
  registrationHeld = false,
  onRowGone,
  onWorkingChange,
  multiple = true,
  label,
  concurrency = 2,
  disabled = false,
  effects,
  initialFiles = [],
}: UploadQueueProps) {
  const { LL, locale } = useI18nContext();
  const U = LL.uploads;
  const styles = useStyles();
  const chooser = useRef<HTMLButtonElement>(null);
  const nextId = useRef(1);
  const [entries, setEntries] = useState<Entry[]>(() =>
    (multiple ? initialFiles : initialFiles.slice(0, 1)).map((file) => ({ id: nextId.current++, file, refusal: refusalOf(file, accept, maxBytes) })),
  );
  const [phases, setPhases] = useState<Readonly<Record<number, RowPhase>>>({});
  // Made once per row: a change of `effects` reaches rows added afterwards.
  const rowEffects = useMemo(() => ({ ...APP_UPLOAD_EFFECTS, ...effects }), [effects]);

  const phaseOfEntry = (entry: Entry): RowPhase | null => (entry.refusal ? null : (phases[entry.id] ?? 'waiting'));
  const busy = !multiple && entries.some((entry) => {
    const phase = phaseOfEntry(entry);
    return phase !== null && inProgress(phase);
  });
  const phasesNow = entries.map(phaseOfEntry);
  const working: FileOnItsWay | null = phasesNow.some((phase) => phase === 'waiting' || phase === 'active')
    ? 'uploading'
    : phasesNow.includes('paused')
      ? 'paused'
      : phasesNow.includes('failed')
        ? 'failed'
        : null;
  const toldWorking = useRef(onWorkingChange);
  useEffect(() => {
    toldWorking.current = onWorkingChange;
  });
  useEffect(() => toldWorking.current?.(working), [working]);
  useEffect(() => () => toldWorking.current?.(null), []);

  // Waiting rows take the free places in the order they were chosen.
  let free = concurrency - entries.filter((entry) => {
    const phase = phaseOfEntry(entry);
    return phase !== null && holdsPlace(phase);
  }).length;
  const mayStart = new Set<number>();
  for (const entry of entries) {
    if (free <= 0) break;
    if (phaseOfEntry(entry) === 'waiting') {
      mayStart.add(entry.id);
      free -= 1;
    }
  }

  // The latest onRowGone, for the phase callback made once.
  const gone = useRef(onRowGone);
  useEffect(() => {
    gone.current = onRowGone;
  });

  const add = (files: File[]) => {
    const chosen = (multiple ? files : files.slice(0, 1)).map((file) => ({
      id: nextId.current++,
      file,
      refusal: refusalOf(file, accept, maxBytes),
    }));
    // A single-file field's new choice takes the place of the listed file: that row is gone.
    if (!multiple && entries.length > 0) gone.current?.();
    setEntries((current) => (multiple ? [...current, ...chosen] : chosen));
  };

  const setPhase = useCallback((id: number, phase: RowPhase) => {
    setPhases((current) => (current[id] === phase ? current : { ...current, [id]: phase }));
    if (phase === 'cancelled') gone.current?.();
  }, []);

  const remove = (id: number) => {
    gone.current?.();
    setEntries((current) => current.filter((entry) => entry.id !== id));
    setPhases(({ [id]: _gone, ...rest }) => rest);
    // The removed row's button is gone: focus goes back to where files are chosen.
    chooser.current?.focus();
  };

  const types = typesText(accept, locale);
  const max = formatBytes(maxBytes, locale);

  return (
    <div className={styles.queue}>
      <FileDropZone
        label={label ?? (multiple ? U.chooseFiles() : U.chooseFile())}
        choose={multiple ? U.chooseFiles() : U.chooseFile()}
        dropText={multiple ? U.dropFiles() : U.dropFile()}
        hint={multiple ? U.accepted({ types, max }) : U.acceptedOne({ types, max })}
        accept={acceptAttribute(accept)}
        multiple={multiple}
        unavailable={disabled || busy}
        onFiles={add}
        chooserRef={chooser}
      />
      {entries.length > 0 && (
        <ul className={styles.list} aria-label={U.list()}>
          {entries.map((entry) =>
            entry.refusal ? (
              <RefusedRow key={entry.id} file={entry.file} refusal={entry.refusal} onRemove={() => remove(entry.id)} />
            ) : (
              <UploadRow
                key={entry.id}
                file={entry.file}
                purpose={purpose}
                register={register}
                effects={rowEffects}
                canStart={mayStart.has(entry.id)}
                registrationHeld={registrationHeld}
                onPhase={(phase) => setPhase(entry.id, phase)}
                onRegistered={onRegistered}
                onRemove={() => remove(entry.id)}
              />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
