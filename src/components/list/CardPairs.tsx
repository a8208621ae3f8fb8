/**
 * What a list's cards (RowCards) and a small table's cards (PlainCards) share: the card, the list
 * of cards, and the label: value pairs of a row's columns in their order.
 */
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

export const useCardStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  pairs: {
    display: 'grid',
    // Labels as wide as the longest one up to half the card, so a one-word Japanese or Chinese
    // label ("カードキーグループ") is not broken inside at 390 px; longer ones wrap at phrases.
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  numeric: { fontVariantNumeric: 'tabular-nums' },
});

/** An empty value reads as a dash, so its label does not seem to belong to the next line. */
export const shownValue = (value: ReactNode) =>
  value === '' || value === null || value === undefined ? '—' : value;

/** What a pair needs of a column: a list's columns and a plain table's alike. */
type PairColumn = { key: string; label: ReactNode; numeric?: boolean };

export function Pairs<C extends PairColumn>({
  columns,
  valueOf,
}: {
  columns: readonly C[];
  valueOf: (column: C) => ReactNode;
}) {
  const styles = useCardStyles();
  return (
    <dl className={styles.pairs}>
      {columns.map((column) => (
        <div key={column.key} className={styles.pair}>
          <dt className={styles.label}>{column.label}</dt>
          <dd className={mergeClasses(styles.value, column.numeric && styles.numeric)}>
            {valueOf(column)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
