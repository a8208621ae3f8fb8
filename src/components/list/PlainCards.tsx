/**
 * A small read-only table's rows as cards (PlainTable's columns), for the app's mobile device
 * where its columns would not fit: the same label: value pairs as a list's cards, nothing to act on.
 * Apart from RowCards, so a screen showing it (the dashboard) does not load the row actions' menu.
 */
import type { PlainTableProps } from './PlainTable';
import { Pairs, shownValue, useCardStyles } from './CardPairs';

export function PlainCards<Row>({
  columns,
  rows,
  rowKey,
  nameOf,
  ...label
}: PlainTableProps<Row> & { nameOf: (row: Row) => string }) {
  const styles = useCardStyles();
  return (
    <ul className={styles.list} role="list" {...label}>
      {rows.map((row, index) => (
        <li key={rowKey(row, index)}>
          <article className={styles.card} aria-label={nameOf(row)}>
            <Pairs columns={columns} valueOf={(column) => shownValue(column.cell(row))} />
          </article>
        </li>
      ))}
    </ul>
  );
}
