/**
 * The sign-in's second step (docs/auth-protocol.md, "Two-step verification in the browser"), a
 * lazy chunk of /login loaded with its strings (the `mfa` namespace) only when a password opens a
 * pending session: the code (or a recovery code), or, when the role requires the step and the
 * account has none, the enrolment and its recovery codes. Renders the auth machine's snapshot and
 * sends it MFA_CODE, MFA_CANCEL and RECOVERY_CODES_SAVED.
 */
import { useI18nContext } from '@locales/i18n-react';
import { mfaApi } from '@/api/mfa';
import { useAuth } from '@/auth/authContext';
import { translateAuthMessage } from '@/auth/authMessages';
import { EnrolmentForm } from '@/mfa/EnrolmentForm';
import { RecoveryCodesLeft } from '@/mfa/RecoveryCodesLeft';
import { RecoveryCodesPanel } from '@/mfa/RecoveryCodesPanel';
import { SecondStepForm } from '@/mfa/SecondStepForm';
import { useDemoMode } from '@/platform/PlatformInfoProvider';
import { AuthCard } from '@/screens/shared/AuthCard';

/** The demo account's current code, asked as the pending session (demo mode only). */
export type DemoCodeCall = (username: string, token: string | null) => Promise<string>;

const apiDemoCode: DemoCodeCall = async (username, token) => (await mfaApi.demoCode(username, token ?? undefined)).code;

export interface LoginMfaStepProps {
  /** Who is signing in (the demo code is asked by name). */
  username: string;
  /** Stories and tests pass a fixture. */
  demoCode?: DemoCodeCall;
}

export default function LoginMfaStep({ username, demoCode = apiDemoCode }: LoginMfaStepProps) {
  const { LL } = useI18nContext();
  const M = LL.mfa;
  const { snapshot, send } = useAuth();
  const demoMode = useDemoMode();
  const { error, enrolment, recoveryCodes, recoveryCodesLeft, pendingToken } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const shown = error ? translateAuthMessage(error) : null;
  const onCode = (code: string) => send({ type: 'MFA_CODE', code });
  const onCancel = () => send({ type: 'MFA_CANCEL' });
  const shownDemoCode = demoMode ? () => demoCode(username, pendingToken) : undefined;

  if (recoveryCodesLeft !== null) {
    return (
      <AuthCard title={M.recoveryUsedTitle()}>
        <RecoveryCodesLeft left={recoveryCodesLeft} onContinue={() => send({ type: 'RECOVERY_NOTICE_SEEN' })} />
      </AuthCard>
    );
  }
  if (recoveryCodes) {
    return (
      <AuthCard title={M.enrolTitle()}>
        <RecoveryCodesPanel codes={recoveryCodes} username={username} onContinue={() => send({ type: 'RECOVERY_CODES_SAVED' })} />
      </AuthCard>
    );
  }
  if (snapshot.hasTag('enrolment')) {
    return (
      <AuthCard title={M.enrolTitle()}>
        <EnrolmentForm
          enrolment={enrolment}
          busy={busy}
          error={shown}
          onCode={onCode}
          onCancel={onCancel}
          intro={M.enrolRequired()}
          demoCode={shownDemoCode}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={M.title()}>
      <SecondStepForm
        busy={busy}
        error={shown}
        onCode={onCode}
        onCancel={onCancel}
        demoCode={shownDemoCode}
      />
    </AuthCard>
  );
}
