/**
 * "Skip to the content": the first thing Tab reaches on every signed-in page, hidden until it has
 * focus, so a keyboard user need not pass the menu and the header to reach the screen.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';

export const MAIN_CONTENT_ID = 'main-content';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { top: tokens.spacingVerticalM },
  },
});

export function SkipLink() {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <a
      className={styles.link}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The router would treat the hash as a navigation: move focus instead.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {LL.shell.skipToContent()}
    </a>
  );
}
