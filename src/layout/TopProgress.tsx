/**
 * A thin bar at the top of the page while a route's lazy code loads (rendered as a Suspense
 * fallback) or the auth actor is busy (signing in, fetching the user).
 */
import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { useAuthSelector } from '@/auth/authContext';

const useStyles = makeStyles({
  root: { position: 'fixed', insetInline: 0, top: 0, zIndex: 2000, pointerEvents: 'none' },
  bar: { height: '2px', backgroundColor: 'transparent', '& > *': { backgroundColor: tokens.colorBrandBackground } },
});

export function TopProgress() {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid="top-progress">
      <ProgressBar className={styles.bar} thickness="medium" aria-label={LL.shell.loading()} />
    </div>
  );
}

/** The bar while the auth actor is busy. */
export function AuthProgress() {
  const busy = useAuthSelector((snapshot) => snapshot.hasTag('busy'));
  return busy ? <TopProgress /> : null;
}
