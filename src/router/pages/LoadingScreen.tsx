/** Shown while the session is checked or a lazy chunk loads. */
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '40vh',
    padding: tokens.spacingVerticalXXL,
  },
});

export function LoadingScreen() {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner label={LL.common.loading()} />
    </div>
  );
}
