/**
 * One card of the dashboard: a labelled region with its title (and an action beside it) above its
 * content, drawn with the tokens of Fluent's filled Card. Fluent's Card brings its focus
 * management (the focus library's core, ~20 kB gzip with its styles) for cards that can be
 * selected or pressed; the dashboard's cards are neither.
 */
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '12px',
    position: 'relative',
    overflow: 'hidden',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    // The border forced colours show, as on Fluent's Card.
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  header: { display: 'flex', alignItems: 'center', flexShrink: 0 },
  title: { flexGrow: 1 },
  action: { marginLeft: '12px' },
});

export function DashboardCard({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.card, className)} aria-label={title}>
      <div className={styles.header}>
        <Text weight="semibold" className={styles.title}>
          {title}
        </Text>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {children}
    </section>
  );
}
