/**
 * "Show the demo code" (demo mode only, docs/auth-protocol.md): asks the demo account's current
 * code and puts it in the code field, or says why it could not. The second step and the
 * enrolment both offer it, so a tester without an authenticator app can sign in as a new user.
 */
import { useState } from 'react';
import { useI18nContext } from '@locales/i18n-react';
import { ApiError } from '@/api/client';

export function useDemoCode(demoCode: (() => Promise<string>) | undefined, fill: (code: string) => void) {
  const { LL } = useI18nContext();
  const [problem, setProblem] = useState<string | null>(null);
  const show = () => {
    setProblem(null);
    demoCode?.().then(fill, (error: unknown) => {
      // 404: not the published demo key, so its codes are only in its owner's app.
      if (error instanceof ApiError && error.status === 404) setProblem(LL.mfa.demoCodeNone());
      else setProblem(LL.mfa.demoCodeFailed({ message: error instanceof Error ? error.message : String(error) }));
    });
  };
  return { offered: demoCode !== undefined, show, problem };
}
