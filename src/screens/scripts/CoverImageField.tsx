/**
 * A script's cover (docs/scripts.md, "Cover images"): "Choose image" opens the file picker; the
 * file's type and size are checked here first, then it is uploaded with its progress shown, and
 * the URL the server answers becomes the field's value. The chosen file is previewed from the
 * browser's copy (the stored cover when the form opens), and Remove empties the field.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Label, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { TranslationFunctions } from '@locales/i18n-types';
import { COVER_IMAGE_TYPES, COVER_MAX_BYTES, COVER_MAX_SIDE } from '@contracts/files.js';
import { ApiError } from '@/api/apiError';
import { describeApiError } from '@/api/errorText';
import type { ImageUploader } from '@/api/files';

export interface CoverImageFieldProps {
  label: string;
  /** The stored cover's URL, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  upload: ImageUploader;
  /** The form's message for the field (the server refused the URL). */
  error?: string;
  /** What the preview shows (an avatar's); a cover by default. */
  previewLabel?: string;
}

const MAX_MEGABYTES = COVER_MAX_BYTES / 1_000_000;

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  preview: {
    maxWidth: '240px',
    maxHeight: '135px',
    objectFit: 'contain',
    alignSelf: 'flex-start',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  picker: { display: 'none' },
});

/** Why the browser will not send this file, or null when it may. */
function refusalOf(S: TranslationFunctions['script'], file: File): string | null {
  if (!(COVER_IMAGE_TYPES as readonly string[]).includes(file.type)) return S.coverWrongType();
  if (file.size > COVER_MAX_BYTES) return S.coverTooLarge({ max: MAX_MEGABYTES });
  return null;
}

/** What the user reads when the server refused the upload. */
function uploadFailure(LL: TranslationFunctions, error: unknown): string {
  if (!(error instanceof ApiError)) return LL.errors.internal_error();
  if (error.reason === 'unsupported_media_type') return LL.script.coverWrongType();
  if (error.reason === 'payload_too_large') return LL.script.coverTooLarge({ max: MAX_MEGABYTES });
  const image = error.detail?.fields?.find((field) => field.field === 'image');
  if (image) return image.reason === 'too_big' ? LL.script.coverTooBig({ max: COVER_MAX_SIDE }) : LL.script.coverUnreadable();
  return describeApiError(error);
}

/** A browser copy of the chosen file to preview (none where the browser cannot make one). */
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

export function CoverImageField({ label, value, onChange, upload, error, previewLabel }: CoverImageFieldProps) {
  const { LL } = useI18nContext();
  const S = LL.script;
  const styles = useStyles();
  const labelId = useId();
  const hintId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // The browser's copy of the file last uploaded, shown while it is the value.
  const [preview, setPreview] = useState<{ src: string; url: string | null } | null>(null);

  const previewSrc = preview?.src;
  useEffect(() => () => {
    if (previewSrc && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(previewSrc);
  }, [previewSrc]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again
    // Back on "Choose image" once the browser's picker closes (it stays focusable while uploading).
    chooser.current?.focus();
    if (!file) return;
    const refusal = refusalOf(S, file);
    setMessage(refusal);
    if (refusal) return;
    const src = previewOf(file);
    setPreview(src ? { src, url: null } : null);
    setProgress(0);
    try {
      const { url } = await upload(file, setProgress);
      if (src) setPreview({ src, url });
      onChange(url);
    } catch (caught) {
      setPreview(null);
      setMessage(uploadFailure(LL, caught));
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  const shown = preview && (uploading || preview.url === value) ? preview.src : value || null;
  const problem = message ?? error;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className={styles.field}>
      <Label id={labelId}>{label}</Label>
      {shown && <img className={styles.preview} src={shown} alt={previewLabel ?? S.coverPreview()} />}
      {uploading && (
        <>
          <ProgressBar value={progress} thickness="large" aria-label={S.coverUploading({ percent })} />
          <Text aria-live="polite">{S.coverUploading({ percent })}</Text>
        </>
      )}
      <div className={styles.actions}>
        <Button ref={chooser} icon={<ImageAddRegular />} disabledFocusable={uploading} onClick={() => picker.current?.click()}>
          {S.chooseCover()}
        </Button>
        {value && (
          <Button icon={<DeleteRegular />} disabledFocusable={uploading}
            onClick={() => {
              setMessage(null);
              onChange('');
            }}>
            {S.removeCover()}
          </Button>
        )}
      </div>
      <input ref={picker} type="file" accept={COVER_IMAGE_TYPES.join(',')} className={styles.picker} tabIndex={-1} aria-hidden
        data-testid="cover-file" onChange={(event) => void choose(event)} />
      <Text id={hintId} size={200} className={styles.hint}>
        {S.coverHint({ maxBytes: MAX_MEGABYTES, maxSide: COVER_MAX_SIDE })}
      </Text>
      {problem && (
        <Text role="alert" size={200} className={styles.error}>
          {problem}
        </Text>
      )}
    </div>
  );
}
