/** "Go back" and "Back to the dashboard", shared by the error pages. */
import { Button } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { useLocation, useNavigate } from 'react-router-dom';

export function BackButtons() {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  // The router's first entry has the key 'default': opened directly, going back would leave
  // the app, so go home instead.
  const { key } = useLocation();
  const goBack = () => (key !== 'default' ? navigate(-1) : navigate('/', { replace: true }));
  return (
    <>
      <Button appearance="primary" onClick={() => navigate('/')}>
        {LL.errorPage.home()}
      </Button>
      <Button onClick={goBack}>{LL.errorPage.back()}</Button>
    </>
  );
}
