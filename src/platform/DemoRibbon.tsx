/**
 * "Demo data — not for production", across the top of every screen (login and register
 * included) while the server runs in demo mode. It takes its own line in the page flow, so it
 * covers nothing, wraps on narrow screens, and is a labelled landmark that screen readers list.
 * Colours: Fluent's warning background with the body text colour, readable in light and dark.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { useDemoMode } from './PlatformInfoProvider';

const useStyles = makeStyles({
  ribbon: {
    boxSizing: 'border-box',
    width: '100%',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorStatusWarningBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder2}`,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
  text: { margin: 0 },
});

/** Renders nothing unless the server said it runs in demo mode. */
export function DemoRibbon() {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const demoMode = useDemoMode();
  if (!demoMode) return null;
  return (
    <aside className={styles.ribbon} aria-label={LL.demo.label()}>
      <p className={styles.text}>{LL.demo.ribbon()}</p>
    </aside>
  );
}
