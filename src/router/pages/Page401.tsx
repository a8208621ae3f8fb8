/**
 * docs/routes.md: a signed-in user who opens a screen their roles do not allow lands here (/401, and
 * /error/401 inside the layout), with a way back and a way to switch account. The address is the
 * established one; the page says 403, what the server answers for the same refusal.
 */
import { Button } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { useNavigate } from 'react-router-dom';
import { useAuthSelector, useAuthSend } from '@/auth/authContext';
import { BackButtons } from './BackButtons';
import { ErrorPage } from './ErrorPage';

export default function Page401() {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const send = useAuthSend();
  const signedIn = useAuthSelector((snapshot) => snapshot.matches('signedIn'));
  const switchAccount = () => {
    send({ type: 'LOGOUT' });
    navigate('/login');
  };
  return (
    <ErrorPage
      code="403"
      title={LL.errorPage.title401()}
      text={LL.errorPage.text401()}
      actions={
        <>
          <BackButtons />
          {signedIn && <Button onClick={switchAccount}>{LL.errorPage.login()}</Button>}
        </>
      }
    />
  );
}
