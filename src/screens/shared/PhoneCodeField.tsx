/**
 * The verification code input with its "send code" button. Renders the phone code machine's
 * snapshot: the button is disabled while sending and during the cooldown, whose remaining
 * seconds it shows; after a send it tells how long the code stays valid and, in demo mode, the
 * code itself (read from the server's dev outbox), so a visitor without a phone can go on.
 */
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { SnapshotFrom } from 'xstate';
import { useI18nContext } from '@locales/i18n-react';
import type { PhoneCodeMachine } from '@machines/phoneCode.machine.js';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  input: { flexGrow: 1, minWidth: 0 },
  button: { flexShrink: 0, minWidth: '9em' },
});

export interface PhoneCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  snapshot: SnapshotFrom<PhoneCodeMachine>;
  onSend: () => void;
  error?: string;
}

export function PhoneCodeField({ value, onChange, snapshot, onSend, error }: PhoneCodeFieldProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const { phone, expiresIn, demoCode, remaining } = snapshot.context;
  const label = snapshot.matches('sending')
    ? LL.phoneCode.sending()
    : snapshot.matches('cooldown')
      ? LL.phoneCode.resendIn({ seconds: remaining })
      : LL.phoneCode.send();
  const sent = phone && expiresIn && !snapshot.context.error ? LL.phoneCode.sent({ phone, minutes: Math.ceil(expiresIn / 60) }) : undefined;

  return (
    <>
      <Field label={LL.phoneCode.code()} required validationMessage={error} hint={sent}>
        {(control) => (
          <div className={styles.row}>
            <Input
              {...control}
              className={styles.input}
              name="phoneCode"
              value={value}
              onChange={(_, data) => onChange(data.value)}
              placeholder={LL.phoneCode.codePlaceholder()}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <Button type="button" className={styles.button} disabled={!snapshot.matches('idle')} onClick={onSend}>
              {label}
            </Button>
          </div>
        )}
      </Field>
      {demoCode && phone ? (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{LL.phoneCode.demoHint({ phone, code: demoCode })}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
