/**
 * One dashboard card: a title and its figures, each a count that links to the filtered list
 * behind it (the list's URL holds its filters, so the link opens exactly those rows).
 */
import type { ReactNode } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useCount } from '@/i18n/Count';
import { RouterLink } from '@/screens/shared/RouterLink';
import { DashboardCard } from './DashboardCard';

export interface Figure {
  label: string;
  value: number;
  /** The list behind the figure (path with its filters). */
  to?: string;
  /** A line under the value (e.g. last month's figure). */
  note?: string;
}

const useStyles = makeStyles({
  card: { minWidth: '240px', flex: '1 1 260px' },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
});

export function FigureCard({
  title,
  figures,
  children,
}: {
  title: string;
  figures: readonly Figure[];
  children?: ReactNode;
}) {
  const count = useCount();
  const styles = useStyles();
  return (
    <DashboardCard className={styles.card} title={title}>
      <div className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <Text size={200}>{figure.label}</Text>
            {figure.to ? (
              <RouterLink to={figure.to}>
                <span className={styles.value}>{count(figure.value)}</span>
              </RouterLink>
            ) : (
              <span className={styles.value}>{count(figure.value)}</span>
            )}
            {figure.note && <Text size={200}>{figure.note}</Text>}
          </div>
        ))}
      </div>
      {children}
    </DashboardCard>
  );
}
