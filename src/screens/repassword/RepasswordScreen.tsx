/**
 * /repassword: retrieve a password with a code sent to the account's phone. Renders the
 * submission and phone code machines; holds only the field text. On success it says so and
 * goes to /login with the username filled in.
 */
import { useMemo } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { AuthCard } from '@/screens/shared/AuthCard';
import { FormError } from '@/screens/shared/FormError';
import { useFormStyles } from '@/screens/shared/formStyles';
import { failureText, fieldMessage } from '@/screens/shared/messages';
import { RouterLink } from '@/screens/shared/RouterLink';
import { SubmitButton } from '@/screens/shared/SubmitButton';
import { TextField } from '@/screens/shared/TextField';
import { useCodeForm } from '@/screens/shared/useCodeForm';
import { PhoneAndNewPasswordFields } from '@/screens/shared/PhoneAndNewPasswordFields';
import { useBackToSignIn } from '@/screens/shared/useBackToSignIn';
import { apiRepasswordServices, createRepasswordLogic, REPASSWORD_FIELDS, type RepasswordServices } from './repasswordLogic';

export interface RepasswordScreenProps {
  /** The calls; stories and tests pass fixtures. */
  services?: RepasswordServices;
}

export default function RepasswordScreen({ services = apiRepasswordServices }: RepasswordScreenProps) {
  const { LL } = useI18nContext();
  const styles = useFormStyles();
  const logic = useMemo(() => createRepasswordLogic(services), [services]);
  const codeForm = useCodeForm(REPASSWORD_FIELDS, logic, 'retrieve');
  const { form, values, change, submit, busy, reasonOf } = codeForm;
  const message = (field: (typeof REPASSWORD_FIELDS)[number]) => fieldMessage(LL, field, reasonOf(field));
  const R = LL.repassword;

  useBackToSignIn(form.matches('succeeded'), form.context.values.username ?? '', () => R.success());

  const { formError } = form.context;
  return (
    <AuthCard title={R.title()} subtitle={R.subtitle()} footer={<RouterLink to="/login">{R.backToLogin()}</RouterLink>}>
      <form className={styles.form} noValidate onSubmit={submit} aria-label={R.title()} aria-busy={busy}>
        <FormError text={formError ? R.failed({ message: failureText(LL, formError) }) : null} />
        <TextField
          label={R.username()}
          name="username"
          required
          autoComplete="username"
          value={values.username}
          onChange={change('username')}
          placeholder={R.usernamePlaceholder()}
          error={message('username')}
        />
        <PhoneAndNewPasswordFields
          codeForm={codeForm}
          message={message}
          passwordLabel={R.newPassword()}
          confirmLabel={R.confirmPassword()}
          userInputs={[values.username]}
        />
        <SubmitButton className={styles.submit} busy={busy} label={R.submit()} busyLabel={R.submitting()} />
      </form>
    </AuthCard>
  );
}
