/** docs/routes.md: unknown paths end here (/404, and /error/404 inside the layout). */
import { useI18nContext } from '@locales/i18n-react';
import { BackButtons } from './BackButtons';
import { ErrorPage } from './ErrorPage';

export default function Page404() {
  const { LL } = useI18nContext();
  return (
    <ErrorPage
      code="404"
      title={LL.errorPage.title404()}
      text={LL.errorPage.text404()}
      actions={<BackButtons />}
    />
  );
}
