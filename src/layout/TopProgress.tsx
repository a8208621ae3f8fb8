/**
 * A thin bar at the top of the page while a route's lazy code loads (rendered as a Suspense
 * fallback) or the auth actor is busy (signing in, fetching the user). An indeterminate progress
 * bar drawn as Fluent's is (a third of the width sliding across, still where motion is reduced):
 * Fluent's ProgressBar brought its motion library onto the first screen after sign-in.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { useAuthSelector } from '@/auth/authContext';

const useStyles = makeStyles({
  root: { position: 'fixed', insetInline: 0, top: 0, zIndex: 2000, pointerEvents: 'none' },
  bar: { position: 'relative', height: '2px', overflow: 'hidden' },
  fill: {
    position: 'absolute',
    top: 0,
    height: '100%',
    width: '33%',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    animationName: { '0%': { left: '-33%' }, '100%': { left: '100%' } },
    animationDuration: '3s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media screen and (prefers-reduced-motion: reduce)': { animationName: 'none', left: 0, width: '100%', opacity: 0.5 },
  },
});

export function TopProgress() {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid="top-progress">
      <div className={styles.bar} role="progressbar" aria-label={LL.shell.loading()}>
        <div className={styles.fill} />
      </div>
    </div>
  );
}

/** The bar while the auth actor is busy. */
export function AuthProgress() {
  const busy = useAuthSelector((snapshot) => snapshot.hasTag('busy'));
  return busy ? <TopProgress /> : null;
}
