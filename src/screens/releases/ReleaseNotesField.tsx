/** A version's notes, as every version form asks for them (docs/releases.md): at most RELEASE_NOTES_MAX characters, no markup. */
import { Field, Textarea } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { RELEASE_NOTES_MAX } from '@contracts/release.js';
import { notesText } from './upload/versionFields';

export interface ReleaseNotesFieldProps {
  value: string;
  /** The schema's reason for the notes, if any. */
  reason: string | undefined;
  onChange: (value: string) => void;
  hint?: string;
  rows?: number;
}

export function ReleaseNotesField({ value, reason, onChange, hint, rows = 3 }: ReleaseNotesFieldProps) {
  const { LL } = useI18nContext();
  return (
    <Field label={LL.release.notes()} hint={hint} validationMessage={notesText(LL, reason)}>
      <Textarea value={value} maxLength={RELEASE_NOTES_MAX} rows={rows} resize="vertical" onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
