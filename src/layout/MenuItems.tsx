/**
 * The sidebar menu's entries, drawn as Fluent's Nav draws them (its tokens, sizes and the selected
 * page's brand indicator): a link per page (`aria-current="page"` on the current one, Space follows
 * it as Enter does), a group's button that shows and hides its pages (`aria-expanded`; the
 * current page's group is marked while closed). Fluent's Nav weighed ~8 kB gzip on the first
 * screen after sign-in with the motion library its groups open with; a group here opens at once.
 */
import type { KeyboardEvent, MouseEvent, ReactElement, ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDown20Regular } from '@fluentui/react-icons';
import { useLinkClickHandler } from 'react-router-dom';

const INDICATOR_OFFSET = 16;

const useStyles = makeStyles({
  item: {
    display: 'flex',
    position: 'relative',
    justifyContent: 'start',
    alignItems: 'flex-start',
    textAlign: 'left',
    textTransform: 'none',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalMNudge}`,
    width: '100%',
    boxSizing: 'border-box',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    cursor: 'pointer',
    transitionProperty: 'background',
    transitionDuration: tokens.durationFaster,
    transitionTimingFunction: tokens.curveLinear,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground4Hover },
    ':active': { backgroundColor: tokens.colorNeutralBackground4Pressed },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: `calc(${tokens.strokeWidthThick} * -1)`,
    },
  },
  sub: { paddingInlineStart: '46px' },
  selected: {
    fontWeight: tokens.fontWeightSemibold,
    '::after': {
      content: '""',
      position: 'absolute',
      marginInlineStart: `-${INDICATOR_OFFSET}px`,
      height: '20px',
      width: '4px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandForeground1,
    },
    '@media (forced-colors: active)': {
      '::after': { outline: `solid 2px ${tokens.colorTransparentStroke}`, outlineOffset: '-2px' },
    },
  },
  subSelected: { '::after': { marginInlineStart: `-${INDICATOR_OFFSET + 36}px` } },
  icon: {
    display: 'inline-flex',
    minHeight: '20px',
    minWidth: '20px',
    justifyContent: 'center',
    overflow: 'hidden',
  },
  // The chevron turns inside a clipped box: turning, its corners must not widen the button.
  expand: {
    display: 'inline-flex',
    marginInlineStart: 'auto',
    height: '20px',
    flexShrink: 0,
    overflow: 'hidden',
    '& > svg': {
      transitionProperty: 'transform',
      transitionDuration: tokens.durationFast,
      transitionTimingFunction: tokens.curveEasyEase,
    },
    '@media screen and (prefers-reduced-motion: reduce)': { '& > svg': { transitionDuration: '0s' } },
  },
  expandOpen: { '& > svg': { transform: 'rotate(180deg)' } },
  // As Fluent's group: its pages' indicator, drawn left of the group, is clipped.
  group: { flexShrink: 0, overflow: 'hidden' },
});

/** A page of the menu: client-side navigation, leaving ctrl/middle clicks to the browser. */
export function MenuLink({
  path,
  title,
  selected,
  sub = false,
  icon,
}: {
  path: string;
  title: string;
  selected: boolean;
  sub?: boolean;
  icon?: ReactElement;
}) {
  const styles = useStyles();
  const onClick = useLinkClickHandler<HTMLAnchorElement>(path);
  // A link that answers Space too, as Fluent's Nav items do; Space must not scroll the page.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ') event.preventDefault();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ') event.currentTarget.click();
  };
  return (
    <a
      href={path}
      aria-current={selected ? 'page' : 'false'}
      className={mergeClasses(
        styles.item,
        sub && styles.sub,
        selected && styles.selected,
        selected && sub && styles.subSelected,
      )}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => onClick(event)}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
    >
      {icon && <span className={styles.icon}>{icon}</span>}
      {title}
    </a>
  );
}

/** A group: its button, and its pages while open. */
export function MenuGroup({
  title,
  icon,
  open,
  selected,
  onToggle,
  children,
}: {
  title: string;
  icon: ReactElement;
  open: boolean;
  /** The current page is in this group. */
  selected: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  const marked = selected && !open;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-current={marked ? 'page' : 'false'}
        className={mergeClasses(styles.item, marked && styles.selected)}
        onClick={onToggle}
      >
        <span className={styles.icon}>{icon}</span>
        {title}
        <span className={mergeClasses(styles.expand, open && styles.expandOpen)} aria-hidden>
          <ChevronDown20Regular />
        </span>
      </button>
      {open && <div className={styles.group}>{children}</div>}
    </>
  );
}
