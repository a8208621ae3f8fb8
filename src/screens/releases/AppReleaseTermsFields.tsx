/**
 * What an app release says besides its file and numbers, as both its upload page and its edit
 * dialog show it (docs/releases.md): force update, the rollout share (1–100 %) and the notes.
 */
import { Switch } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { TextField } from '@/screens/shared/TextField';
import { ReleaseNotesField } from './ReleaseNotesField';

export interface AppReleaseTermsFieldsProps {
  values: Readonly<Record<string, string | undefined>>;
  fieldErrors: Readonly<Record<string, string | undefined>>;
  change: (field: string) => (value: string) => void;
}

export function AppReleaseTermsFields({ values, fieldErrors, change }: AppReleaseTermsFieldsProps) {
  const { LL } = useI18nContext();
  const R = LL.release;
  return (
    <>
      <Switch
        label={R.updateForce()}
        checked={values.updateForce === 'true'}
        onChange={(_, data) => change('updateForce')(String(data.checked))}
      />
      <TextField
        label={R.rollout()}
        required
        inputMode="numeric"
        hint={R.rolloutHint()}
        value={values.rolloutPercent ?? ''}
        // Whatever the schema found (empty, not whole, out of range), the answer is the same.
        error={fieldErrors.rolloutPercent ? R.rolloutInvalid() : undefined}
        onChange={change('rolloutPercent')}
      />
      <ReleaseNotesField value={values.notes ?? ''} reason={fieldErrors.notes} onChange={change('notes')} rows={4} />
    </>
  );
}
