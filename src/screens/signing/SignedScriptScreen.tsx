/**
 * /signed-script (BUSINESS_COMPANY): the company's signing contracts, past, current and upcoming,
 * read-only (docs/signing.md). The server scopes the list to the caller's company.
 */
import { useI18nContext } from '@locales/i18n-react';
import { entityPermissions } from '@contracts/permissions.js';
import { signingApi } from '@/api/signings';
import { scriptApi } from '@/api/scripts';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { NO_CHOICES } from '@/list/useChoices';
import { SigningView } from './SigningView';

export default function SignedScriptScreen() {
  const { LL } = useI18nContext();
  const { roles, userKey } = useCurrentUser();
  return (
    <SigningView
      title={LL.route.signedScript()}
      tableId="signedScript"
      scope="company"
      api={signingApi}
      scripts={entityPermissions(roles, 'Script').list ? scriptApi.records : NO_CHOICES}
      companies={NO_CHOICES}
      permissions={entityPermissions(roles, 'ScriptSigning')}
      userKey={userKey}
    />
  );
}
