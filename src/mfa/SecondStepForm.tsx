/**
 * The second step of a sign-in: the authenticator's code, or one of the recovery codes (the same
 * field with another label and hint), Verify, back to the password; in demo mode a button that
 * fills in the demo account's current code.
 */
import { useState, type FormEvent } from 'react';
import { Button, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { FormError } from '@/screens/shared/FormError';
import { useFormStyles } from '@/screens/shared/formStyles';
import { SubmitButton } from '@/screens/shared/SubmitButton';
import { CodeField } from './CodeField';
import { useDemoCode } from './useDemoCode';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, justifyContent: 'space-between' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface SecondStepFormProps {
  busy: boolean;
  /** The last refusal, in the user's words. */
  error: string | null;
  onCode: (code: string) => void;
  onCancel: () => void;
  /** Demo mode only: the demo account's current code. */
  demoCode?: () => Promise<string>;
}

export function SecondStepForm({ busy, error, onCode, onCancel, demoCode }: SecondStepFormProps) {
  const { LL } = useI18nContext();
  const M = LL.mfa;
  const form = useFormStyles();
  const styles = useStyles();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [attempted, setAttempted] = useState(false);
  // The refusal of a code typed in the other mode is not about the field now shown.
  const [dismissed, setDismissed] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setDismissed(null);
    const value = code.trim();
    if (!value || busy) return;
    onCode(value);
  };
  const demo = useDemoCode(demoCode, setCode);

  return (
    <form className={form.form} noValidate onSubmit={submit} aria-label={M.title()} aria-busy={busy}>
      <Text className={styles.muted}>{recovery ? M.recoveryStepHint() : M.stepHint()}</Text>
      <FormError text={(error !== dismissed ? error : null) ?? demo.problem} />
      <CodeField
        key={recovery ? 'recovery' : 'authenticator'}
        label={recovery ? M.recoveryLabel() : M.codeLabel()}
        hint={recovery ? M.recoveryHint() : M.codeHint()}
        recovery={recovery}
        value={code}
        onChange={setCode}
        error={attempted && !code.trim() ? M.codeRequired() : undefined}
        autoFocus
      />
      <div className={styles.row}>
        <Switch
          label={M.useRecovery()}
          checked={recovery}
          onChange={(_, data) => {
            setRecovery(data.checked);
            setCode('');
            setAttempted(false);
            setDismissed(error);
          }}
        />
        {demo.offered && !recovery && <Button onClick={demo.show}>{M.demoCode()}</Button>}
      </div>
      <SubmitButton className={form.submit} busy={busy} label={M.verify()} busyLabel={M.verifying()} />
      <Button appearance="subtle" onClick={onCancel}>
        {M.backToPassword()}
      </Button>
    </form>
  );
}
