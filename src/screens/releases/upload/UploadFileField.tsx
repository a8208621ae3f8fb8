/**
 * A version form's file: a one-file upload queue whose finished upload waits for the form
 * (useHeldUpload), what happens next once it is up ("choose Add version"), a way to put another
 * file in its place, and the field's problem (none chosen yet, or refused: the row says why).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { UploadPurpose } from '@contracts/files.js';
import { acceptAttribute } from '@/upload/fileChecks';
import { UploadQueue } from '@/upload/UploadQueue';
import type { UploadEffects } from '@/upload/uploadLogic';
import { acceptedExtensions, UPLOAD_MAX_BYTES } from './uploadLimits';
import type { HeldUploads } from './useHeldUpload';

export interface UploadFileFieldProps {
  /** The field's name ("APK file"). */
  label: string;
  purpose: UploadPurpose;
  upload: HeldUploads;
  /** What the form's button is called, for "choose … to save it" once the file is up. */
  saveWith?: 'addVersion' | 'save';
  /** The translated problem, shown under the field. */
  error?: string;
  disabled?: boolean;
  /** Fixture effects for tests and stories (no Worker, no server). */
  effects?: Partial<UploadEffects>;
}

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  ready: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function UploadFileField({ label, purpose, upload, saveWith = 'addVersion', error, disabled = false, effects }: UploadFileFieldProps) {
  const { LL } = useI18nContext();
  const R = LL.release;
  const styles = useStyles();
  const { held, queueKey } = upload;
  // "Choose another file" opens the picker; the file in place goes only once another is chosen
  // (a picker closed without a choice keeps it). The new file starts a new queue, and focus goes
  // to that queue's row, or it would drop to the page and, from the keyboard, be handed to what
  // opened the dialog (docs/decisions.md, "Focus stays in a dialog").
  const field = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<readonly File[]>([]);
  const replacing = useRef(false);
  useLayoutEffect(() => {
    if (!replacing.current) return;
    replacing.current = false;
    const box = field.current;
    (box?.querySelector<HTMLElement>('li button') ?? box?.querySelector<HTMLElement>('button'))?.focus();
    // Queued by the new queue as it started: a later queue (after a save) starts empty.
    setChosen([]);
  }, [queueKey]);
  const replaceWith = (files: File[]) => {
    if (files.length === 0) return;
    replacing.current = true;
    setChosen(files.slice(0, 1));
    upload.replace();
  };
  return (
    // Marked for the form's "first invalid field" (its chooser takes focus): focusInvalid.ts.
    <div ref={field} className={styles.field} data-invalid={error ? 'true' : undefined}>
      <UploadQueue
        key={upload.queueKey}
        initialFiles={chosen}
        purpose={purpose}
        accept={acceptedExtensions(purpose)}
        maxBytes={UPLOAD_MAX_BYTES[purpose]}
        register={upload.register}
        registrationHeld={upload.registrationHeld}
        onRowGone={upload.rowGone}
        onWorkingChange={upload.setWorking}
        multiple={false}
        label={label}
        disabled={disabled}
        effects={effects}
      />
      {held && (
        <div className={styles.ready}>
          <Text role="status">{saveWith === 'save' ? R.fileReadySave({ name: held.file.name }) : R.fileReady({ name: held.file.name })}</Text>
          <Button size="small" icon={<ArrowSwapRegular />} disabled={disabled} onClick={() => picker.current?.click()}>
            {R.replaceFile()}
          </Button>
          <input
            ref={picker}
            type="file"
            accept={acceptAttribute(acceptedExtensions(purpose))}
            hidden
            tabIndex={-1}
            aria-hidden
            data-testid="upload-replace"
            onChange={(event) => {
              replaceWith(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </div>
      )}
      {error && (
        <Text role="alert" size={200} className={styles.error}>
          {error}
        </Text>
      )}
    </div>
  );
}
