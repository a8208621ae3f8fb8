/**
 * /profile: who the signed-in user is (name, avatar, username, roles,
 * introduction, from the auth snapshot; nickname, avatar and introduction editable through
 * ProfileEditor.tsx) and a change-password form. The form renders the
 * submission machine; it holds only the field text. On success the server has signed out the
 * user's other sessions and kept this one (docs/auth-protocol.md), and the screen says so.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import {
  Avatar,
  Badge,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { TranslationFunctions } from '@locales/i18n-types';
import { isRole } from '@contracts/roles.js';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { FormError } from '@/screens/shared/FormError';
import { useFormStyles } from '@/screens/shared/formStyles';
import { failureText, fieldMessage } from '@/screens/shared/messages';
import { NewPasswordFields } from '@/screens/shared/NewPasswordFields';
import { PasswordField } from '@/screens/shared/PasswordField';
import { SubmitButton } from '@/screens/shared/SubmitButton';
import { useOnceWhen } from '@/screens/shared/useOnceWhen';
import {
  apiProfileServices,
  createChangePasswordLogic,
  PASSWORD_FIELDS,
  type PasswordField as Field,
  type ProfileServices,
} from './profileLogic';
import { useProfileEditing } from './ProfileEditor';
import { apiProfileEditServices, type ProfileEditServices } from './profileEditLogic';
import { MfaSection } from './MfaSection';
import { SessionsSection } from './SessionsSection';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    maxWidth: '1100px',
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  identity: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
  },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  roles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

function roleName(LL: TranslationFunctions, role: string): string {
  return isRole(role) ? LL.profile.role[role]() : role;
}

export interface ProfileScreenProps {
  /** The call; stories and tests pass fixtures. */
  services?: ProfileServices;
  /** The profile editor's calls; stories and tests pass fixtures. */
  editServices?: ProfileEditServices;
}

export default function ProfileScreen({ services = apiProfileServices, editServices = apiProfileEditServices}: ProfileScreenProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const { user } = useCurrentUser();
  // Each successful change starts a fresh form (the machine's success is final).
  const [changes, setChanges] = useState(0);
  const P = LL.profile;
  const name = user?.name || user?.username || '';
  const edit = useProfileEditing(editServices);

  return (
    <section className={styles.page} aria-labelledby="profile-heading">
      <Text as="h1" id="profile-heading" size={600} weight="semibold">
        {P.title()}
      </Text>
      <div className={styles.columns}>
        <Card>
          <CardHeader
            header={
              <Text as="h2" size={400} weight="semibold">
                {P.aboutMe()}
              </Text>
            }
            action={edit.editButton}
          />
          {edit.editor}
          <div className={styles.identity} hidden={edit.editing}>
            <Avatar
              size={96}
              name={name}
              image={user?.avatar ? { src: user.avatar, alt: '' } : undefined}
              color="colorful"
            />
            <Text size={500} weight="semibold">
              {name}
            </Text>
          </div>
          <dl className={styles.details} hidden={edit.editing}>
            <dt className={styles.term}>{P.name()}</dt>
            <dd className={styles.detail}>{user?.name || '—'}</dd>
            <dt className={styles.term}>{P.username()}</dt>
            <dd className={styles.detail}>{user?.username ?? '—'}</dd>
            <dt className={styles.term}>{P.roles()}</dt>
            <dd className={styles.detail}>
              <span className={styles.roles}>
                {(user?.roles ?? []).map((role) => (
                  <Badge key={role} appearance="tint" shape="rounded">
                    {roleName(LL, role)}
                  </Badge>
                ))}
              </span>
            </dd>
            <dt className={styles.term}>{P.introduction()}</dt>
            <dd className={styles.detail}>
              {user?.introduction ? (
                user.introduction
              ) : (
                <span className={styles.muted}>{P.noIntroduction()}</span>
              )}
            </dd>
          </dl>
        </Card>
        <Card>
          <CardHeader
            header={
              <Text as="h2" size={400} weight="semibold">
                {P.changePassword()}
              </Text>
            }
            description={<Text className={styles.muted}>{P.changePasswordHint()}</Text>}
          />
          <ChangePasswordForm
            key={changes}
            services={services}
            username={user?.username ?? ''}
            justChanged={changes > 0}
            onChanged={() => setChanges((count) => count + 1)}
          />
        </Card>
        <MfaSection username={user?.username ?? ''} api={services.mfa} />
        <SessionsSection api={services.sessions} />
      </div>
    </section>
  );
}

interface ChangePasswordFormProps {
  services: ProfileServices;
  username: string;
  justChanged: boolean;
  onChanged: () => void;
}

const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordForm({
  services,
  username,
  justChanged,
  onChanged,
}: ChangePasswordFormProps) {
  const { LL } = useI18nContext();
  const styles = useFormStyles();
  const logic = useMemo(() => createChangePasswordLogic(services, username), [services, username]);
  const [form, send] = useMachine(logic, { input: { fields: PASSWORD_FIELDS } });
  const [values, setValues] = useState(EMPTY);
  // The success note stays until the user starts another change.
  const [showSuccess, setShowSuccess] = useState(justChanged);
  const P = LL.profile;
  const busy = form.hasTag('busy');

  useOnceWhen(form.matches('succeeded'), onChanged);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setShowSuccess(false);
    send({ type: 'EDIT', field });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values });
  };

  const message = (field: Field): string | undefined => {
    const reason = form.context.fieldErrors[field];
    if (!reason) return undefined;
    if (field === 'oldPassword') {
      if (reason === 'required') return P.errors.oldRequired();
      if (reason === 'old_password_wrong') return LL.errors.old_password_wrong();
      return fieldMessage(LL, 'oldPassword', reason);
    }
    if (field === 'newPassword') {
      return reason === 'same_as_old' ? P.errors.sameAsOld() : fieldMessage(LL, 'password', reason);
    }
    return fieldMessage(LL, 'passwordConfirm', reason);
  };

  const { formError } = form.context;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={P.changePassword()}
      aria-busy={busy}
    >
      {showSuccess && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{P.success()}</MessageBarBody>
        </MessageBar>
      )}
      <FormError text={formError ? P.failed({ message: failureText(LL, formError) }) : null} />
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField
        label={P.oldPassword()}
        name="oldPassword"
        required
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={change('oldPassword')}
        placeholder={P.oldPasswordPlaceholder()}
        error={message('oldPassword')}
        showLabel={LL.passwordRules.show()}
        hideLabel={LL.passwordRules.hide()}
      />
      <NewPasswordFields
        password={values.newPassword}
        confirm={values.confirmPassword}
        onPassword={change('newPassword')}
        onConfirm={change('confirmPassword')}
        passwordError={message('newPassword')}
        confirmError={message('confirmPassword')}
        passwordLabel={P.newPassword()}
        confirmLabel={P.confirmPassword()}
        userInputs={[username]}
      />
      <SubmitButton
        className={styles.submit}
        busy={busy}
        label={P.submit()}
        busyLabel={P.submitting()}
      />
    </form>
  );
}
