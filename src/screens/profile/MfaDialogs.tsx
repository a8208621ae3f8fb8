/**
 * The two dialogs of the profile's two-step section: new recovery codes (asks a current code) and
 * turning it off (asks the password and a current code). Each runs the submission machine
 * through the dialog submission hook and shows the server's reason translated.
 */
import { useRef, useState } from 'react';
import { Text } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { FormDialog } from '@/components/list/FormDialog';
import { useDialogSubmission } from '@/flow/useDialogSubmission';
import { CodeField } from '@/mfa/CodeField';
import { useCodeError } from '@/mfa/useCodeError';
import { failureText } from '@/screens/shared/messages';
import { PasswordField } from '@/screens/shared/PasswordField';
import { codeReason, compactCode, type MfaSectionApi } from './mfaSectionApi';

/** The authenticator code of either dialog, with its reason in the user's words. */
function DialogCodeField({ value, onChange, form }: { value: string; onChange: (value: string) => void; form: ReturnType<typeof useDialogSubmission> }) {
  const { LL } = useI18nContext();
  const codeError = useCodeError();
  return (
    <CodeField
      label={LL.mfa.codeLabel()}
      hint={LL.mfa.codeHint()}
      value={value}
      onChange={(next) => {
        onChange(next);
        form.edited('code');
      }}
      error={codeError(form.fieldErrors.code)}
    />
  );
}

export interface RenewCodesDialogProps {
  api: MfaSectionApi;
  onClose: () => void;
  onRenewed: (codes: string[]) => void;
}

export function RenewCodesDialog({ api, onClose, onRenewed }: RenewCodesDialogProps) {
  const { LL } = useI18nContext();
  const S = LL.mfa.status;
  const [code, setCode] = useState('');
  // The new codes, handed on once the machine says the call succeeded.
  const codes = useRef<string[] | null>(null);
  const form = useDialogSubmission({
    fields: ['code'],
    validate: (values) => (codeReason(values.code) ? { code: codeReason(values.code) } : {}),
    submit: async (values) => {
      codes.current = (await api.renewCodes(compactCode(values.code ?? ''))).recoveryCodes;
    },
    onSaved: () => codes.current && onRenewed(codes.current),
  });
  return (
    <FormDialog
      open
      title={S.renewTitle()}
      busy={form.busy}
      formError={form.formError ? failureText(LL, form.formError) : null}
      submitLabel={S.renewSubmit()}
      onSubmit={() => form.submit({ code })}
      onClose={onClose}
      onDiscard={onClose}
      onKeepEditing={() => {}}
    >
      <Text>{S.renewText()}</Text>
      <DialogCodeField value={code} onChange={setCode} form={form} />
    </FormDialog>
  );
}

export interface TurnOffDialogProps {
  api: MfaSectionApi;
  username: string;
  onClose: () => void;
  onTurnedOff: () => void;
}

export function TurnOffDialog({ api, username, onClose, onTurnedOff }: TurnOffDialogProps) {
  const { LL } = useI18nContext();
  const S = LL.mfa.status;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useDialogSubmission({
    fields: ['password', 'code'],
    validate: (values) => {
      const problems: Record<string, string> = {};
      if (!values.password) problems.password = 'required';
      const reason = codeReason(values.code);
      if (reason) problems.code = reason;
      return problems;
    },
    submit: (values) => api.disable({ username, password: values.password ?? '', code: compactCode(values.code ?? '') }),
    onSaved: onTurnedOff,
  });
  return (
    <FormDialog
      open
      title={S.offTitle()}
      busy={form.busy}
      formError={form.formError ? failureText(LL, form.formError) : null}
      submitLabel={S.turnOff()}
      onSubmit={() => form.submit({ password, code })}
      onClose={onClose}
      onDiscard={onClose}
      onKeepEditing={() => {}}
    >
      <Text>{S.offText()}</Text>
      <PasswordField
        label={S.password()}
        name="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          form.edited('password');
        }}
        error={form.fieldErrors.password && (form.fieldErrors.password === 'required' ? S.passwordRequired() : S.passwordWrong())}
        showLabel={LL.passwordRules.show()}
        hideLabel={LL.passwordRules.hide()}
      />
      <DialogCodeField value={code} onChange={setCode} form={form} />
    </FormDialog>
  );
}
