/**
 * A version number typed in a version form (apkVersion, rcVersion, updateVersion): required, a
 * whole number, with the track's highest as its hint and its problem in words (versionFields.ts).
 */
import { useI18nContext } from '@locales/i18n-react';
import { TextField } from '@/screens/shared/TextField';
import { versionNumberText } from './versionFields';

export interface VersionNumberFieldProps {
  label: string;
  value: string | undefined;
  /** The field's problem (a reason code), if any. */
  reason: string | undefined;
  /** The track's highest version, null while unknown. */
  highest: number | null;
  onChange: (value: string) => void;
}

export function VersionNumberField({ label, value, reason, highest, onChange }: VersionNumberFieldProps) {
  const { LL } = useI18nContext();
  return (
    <TextField
      label={label}
      required
      inputMode="numeric"
      hint={highest ? LL.release.versionHint({ version: highest }) : undefined}
      value={value ?? ''}
      error={versionNumberText(LL, reason, highest)}
      onChange={onChange}
    />
  );
}
