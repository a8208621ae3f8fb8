/**
 * After signing in with a recovery code: how many are left, and where to make new ones. Told once
 * at sign-in, because a user who reaches for a recovery code has usually lost their phone.
 */
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { useFormStyles } from '@/screens/shared/formStyles';

export interface RecoveryCodesLeftProps {
  left: number;
  onContinue: () => void;
}

export function RecoveryCodesLeft({ left, onContinue }: RecoveryCodesLeftProps) {
  const { LL } = useI18nContext();
  const form = useFormStyles();
  return (
    <div className={form.form}>
      <MessageBar intent={left === 0 ? 'error' : 'warning'} layout="multiline">
        <MessageBarBody>{left === 0 ? LL.mfa.recoveryNoneLeft() : LL.mfa.recoveryUsed({ left })}</MessageBarBody>
      </MessageBar>
      <Button appearance="primary" onClick={onContinue}>
        {LL.mfa.continue()}
      </Button>
    </div>
  );
}
