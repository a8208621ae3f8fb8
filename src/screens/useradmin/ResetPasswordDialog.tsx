/**
 * Set a new password for a user, with the same rules as every new password (shared/validation.ts).
 * The plain password goes only to the api, which sends its digest; saving ends the user's sessions.
 */
import { useState } from 'react';
import { Text } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { UserAdminRecord } from '@contracts/userAdmin.js';
import type { UserAdminApi } from '@/api/userAdmin';
import { FormDialog } from '@/components/list/FormDialog';
import { reasonText } from '@/list/fieldText';
import { fieldMessage } from '@/screens/shared/messages';
import { NewPasswordFields } from '@/screens/shared/NewPasswordFields';
import { newPasswordProblems } from '@/screens/shared/validation';
import { useDialogSubmission } from '@/flow/useDialogSubmission';

export interface ResetPasswordDialogProps {
  user: UserAdminRecord;
  resetPassword: UserAdminApi['resetPassword'];
  onClose: () => void;
  onSaved: () => void;
}

const FIELDS = ['password', 'passwordConfirm'] as const;

export function ResetPasswordDialog({
  user,
  resetPassword,
  onClose,
  onSaved,
}: ResetPasswordDialogProps) {
  const { LL } = useI18nContext();
  const U = LL.userAdmin;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useDialogSubmission({
    fields: FIELDS,
    validate: (values) => newPasswordProblems(values, [user.username, user.nickname]),
    submit: (values) => resetPassword(Number(values.id), values.password ?? ''),
    onSaved,
  });
  const change =
    (field: (typeof FIELDS)[number], set: (value: string) => void) => (value: string) => {
      set(value);
      form.edited(field);
    };
  const { formError } = form;
  return (
    <FormDialog
      open
      title={U.passwordTitle({ name: user.username })}
      busy={form.busy}
      formError={formError ? reasonText(LL, formError.reason ?? 'internal_error') : null}
      onSubmit={() =>
        form.submit({
          id: String(user.id),
          username: user.username,
          password,
          passwordConfirm: confirm,
        })
      }
      onClose={onClose}
      onDiscard={onClose}
      onKeepEditing={() => {}}
    >
      <Text>{U.passwordHint()}</Text>
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={change('password', setPassword)}
        onConfirm={change('passwordConfirm', setConfirm)}
        passwordLabel={LL.profile.newPassword()}
        confirmLabel={LL.profile.confirmPassword()}
        userInputs={[user.username, user.nickname]}
        passwordError={fieldMessage(LL, 'password', form.fieldErrors.password)}
        confirmError={fieldMessage(LL, 'passwordConfirm', form.fieldErrors.passwordConfirm)}
      />
    </FormDialog>
  );
}
