/**
 * /register: a script author creates a CREATOR account. Renders the submission and phone code
 * machines; holds only the field text. On success it says so and goes to /login with the
 * username filled in.
 */
import { useMemo } from 'react';
import { Text } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { AuthCard } from '@/screens/shared/AuthCard';
import { FormError } from '@/screens/shared/FormError';
import { useFormStyles } from '@/screens/shared/formStyles';
import { failureText, fieldMessage } from '@/screens/shared/messages';
import { NicknameField } from '@/screens/shared/NicknameField';
import { RouterLink } from '@/screens/shared/RouterLink';
import { SubmitButton } from '@/screens/shared/SubmitButton';
import { TextField } from '@/screens/shared/TextField';
import { useCodeForm } from '@/screens/shared/useCodeForm';
import { PhoneAndNewPasswordFields } from '@/screens/shared/PhoneAndNewPasswordFields';
import { useBackToSignIn } from '@/screens/shared/useBackToSignIn';
import { apiRegisterServices, createRegisterLogic, REGISTER_FIELDS, type RegisterServices } from './registerLogic';

export interface RegisterScreenProps {
  /** The calls; stories and tests pass fixtures. */
  services?: RegisterServices;
}

export default function RegisterScreen({ services = apiRegisterServices }: RegisterScreenProps) {
  const { LL } = useI18nContext();
  const styles = useFormStyles();
  const logic = useMemo(() => createRegisterLogic(services), [services]);
  const codeForm = useCodeForm(REGISTER_FIELDS, logic, 'register');
  const { form, values, change, submit, busy, reasonOf } = codeForm;
  const message = (field: (typeof REGISTER_FIELDS)[number]) => fieldMessage(LL, field, reasonOf(field));
  const R = LL.register;

  useBackToSignIn(form.matches('succeeded'), form.context.values.username ?? '', (username) => R.success({ username }));

  const { formError } = form.context;
  return (
    <AuthCard
      title={R.title()}
      subtitle={R.subtitle()}
      footer={
        <Text>
          {R.haveAccount()} <RouterLink to="/login">{R.signIn()}</RouterLink>
        </Text>
      }
    >
      <form className={styles.form} noValidate onSubmit={submit} aria-label={R.title()} aria-busy={busy}>
        <FormError text={formError ? R.failed({ message: failureText(LL, formError) }) : null} />
        <NicknameField
          label={R.nickname()}
          value={values.nickname}
          onChange={change('nickname')}
          placeholder={R.nicknamePlaceholder()}
          reason={reasonOf('nickname')}
        />
        <TextField
          label={R.username()}
          name="username"
          required
          autoComplete="username"
          value={values.username}
          onChange={change('username')}
          placeholder={R.usernamePlaceholder()}
          hint={R.usernameHint()}
          error={message('username')}
        />
        <PhoneAndNewPasswordFields
          codeForm={codeForm}
          message={message}
          userInputs={[values.username, values.nickname]}
        />
        <SubmitButton className={styles.submit} busy={busy} label={R.submit()} busyLabel={R.submitting()} />
      </form>
    </AuthCard>
  );
}
