/**
 * /login (lazy chunk, kept light: no zod, no app layout, two icons). Sends LOGIN with the
 * trimmed username and the clear password to the auth machine, whose signIn effect hashes it
 * (getSalt → md5(md5(password) + salt) → userLogin); renders its busy tag and error; follows
 * `redirect` once signed in when the user may open it. A pending session shows the second step
 * (./LoginMfaStep, its own lazy chunk). Only types may come from contracts here (contracts/auth pulls zod).
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Text } from '@fluentui/react-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { useAuth } from '@/auth/authContext';
import { landingAfterSignIn } from '@/router/redirectParam';
import { AuthCard } from '@/screens/shared/AuthCard';
import { FormError } from '@/screens/shared/FormError';
import { translateAuthMessage } from '@/auth/authMessages';
import { useFormStyles } from '@/screens/shared/formStyles';
import { PasswordField } from '@/screens/shared/PasswordField';
import { RouterLink } from '@/screens/shared/RouterLink';
import { SubmitButton } from '@/screens/shared/SubmitButton';
import { TextField } from '@/screens/shared/TextField';
import { useOnceWhen } from '@/screens/shared/useOnceWhen';
import { loadNamespaces } from '@/i18n/namespaceLoading';
import type { DemoCodeCall } from './LoginMfaStep';

/**
 * The second step and its strings, fetched only when a password opens a pending session: neither
 * /login nor a sign-in without the step carries them (docs/browser.md).
 */
const LoginMfaStep = lazy(() => Promise.all([import('./LoginMfaStep'), loadNamespaces(['mfa'])]).then(([module]) => module));

export interface LoginScreenProps {
  /** The demo code of the second step; stories and tests pass a fixture. */
  demoCode?: DemoCodeCall;
}

export default function LoginScreen({ demoCode }: LoginScreenProps = {}) {
  const { LL } = useI18nContext();
  const styles = useFormStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { snapshot, send } = useAuth();
  // Prefilled after registering or resetting a password (?username=…).
  const [username, setUsername] = useState(() => params.get('username') ?? '');
  const [password, setPassword] = useState('');
  // Required-field messages appear only once the user has tried to submit.
  const [attempted, setAttempted] = useState(false);
  const L = LL.login;
  const busy = snapshot.hasTag('busy');

  // The redirect may be another user's page (left by whoever signed out here): only one of this
  // user's own pages is followed, else home (the guard asks the same).
  useOnceWhen(snapshot.matches('signedIn'), () =>
    navigate(landingAfterSignIn(params.get('redirect'), snapshot.context.roles), { replace: true }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const name = username.trim();
    if (!name || !password || busy) return;
    send({ type: 'LOGIN', username: name, password });
  };

  // A pending session: the step replaces the form, whose fields stay here for a cancel.
  if (snapshot.matches('pendingStep')) {
    return (
      <Suspense fallback={null}>
        <LoginMfaStep username={username.trim()} demoCode={demoCode} />
      </Suspense>
    );
  }

  return (
    <AuthCard
      title={L.title()}
      subtitle={L.subtitle()}
      footer={
        <>
          <Text>
            {L.noAccount()} <RouterLink to="/register">{L.register()}</RouterLink>
          </Text>
          <RouterLink to="/repassword">{L.forgot()}</RouterLink>
        </>
      }
    >
      <form className={styles.form} noValidate onSubmit={submit} aria-label={L.title()} aria-busy={busy}>
        <FormError text={snapshot.context.error && translateAuthMessage(snapshot.context.error)} />
        <TextField
          label={L.username()}
          name="username"
          required
          autoComplete="username"
          value={username}
          onChange={setUsername}
          placeholder={L.usernamePlaceholder()}
          error={attempted && !username.trim() ? L.usernameRequired() : undefined}
        />
        <PasswordField
          label={L.password()}
          name="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          placeholder={L.passwordPlaceholder()}
          error={attempted && !password ? L.passwordRequired() : undefined}
          showLabel={L.showPassword()}
          hideLabel={L.hidePassword()}
        />
        <SubmitButton className={styles.submit} busy={busy} label={L.submit()} busyLabel={L.submitting()} />
      </form>
    </AuthCard>
  );
}
