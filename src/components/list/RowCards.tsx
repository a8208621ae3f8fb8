/**
 * The list as cards (narrow screens, the app's mobile device): one card per row with the shown
 * columns as label: value pairs in their order, the row's actions at the bottom, a box to select
 * it where the screen has bulk actions, and the totals as a card of their own after the rows.
 * Sorting, which the table offers on its headers, is a choice above the cards.
 */
import type { ReactNode } from 'react';
import {
  Checkbox,
  Field,
  makeStyles,
  mergeClasses,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { ListRow } from '@machines/list.machine.js';
import { cellOf, showsTotals } from './columns';
import type { PlainTableProps } from './PlainTable';
import type { RowsViewProps } from './rowsView';
import { ActionsCell } from './TableRowParts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
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
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  totals: { backgroundColor: tokens.colorNeutralBackground3 },
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
const shownValue = (value: ReactNode) =>
  value === '' || value === null || value === undefined ? '—' : value;

/** What a pair needs of a column: a list's columns and a plain table's alike. */
type PairColumn = { key: string; label: ReactNode; numeric?: boolean };

function Pairs<C extends PairColumn>({ columns, valueOf }: {
  columns: readonly C[];
  valueOf: (column: C) => ReactNode;
}) {
  const styles = useStyles();
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

export function RowCards<Row extends ListRow>(props: RowsViewProps<Row>) {
  const { caption, visible, rows, sort, selection, selectable, send, nameOf, rowActions } = props;
  const { LL } = useI18nContext();
  const C = LL.cards;
  const styles = useStyles();
  const sortable = visible.filter((column) => column.sortable);
  const selectedOnPage = rows.filter((row) => selection.includes(row.id)).length;
  const allSelected = rows.length > 0 && selectedOnPage === rows.length;
  return (
    <div className={styles.root}>
      {(selectable || sortable.length > 0) && (
        <div className={styles.tools}>
          {selectable ? (
            <Checkbox
              label={LL.list.selectPage()}
              checked={allSelected ? true : selectedOnPage > 0 ? 'mixed' : false}
              onChange={() => send({ type: allSelected ? 'CLEAR_SELECTION' : 'SELECT_PAGE' })}
            />
          ) : (
            <span />
          )}
          {sortable.length > 0 && (
            <Field label={C.sortBy()}>
              <Select
                value={sort ?? ''}
                onChange={(_, data) => send({ type: 'SET_SORT', sort: data.value || null })}
              >
                <option value="">{C.defaultOrder()}</option>
                {sortable.flatMap((column) => [
                  <option key={`${column.key},asc`} value={`${column.key},asc`}>
                    {C.ascending({ label: column.label })}
                  </option>,
                  <option key={`${column.key},desc`} value={`${column.key},desc`}>
                    {C.descending({ label: column.label })}
                  </option>,
                ])}
              </Select>
            </Field>
          )}
        </div>
      )}
      <ul className={styles.list} role="list" aria-label={caption} aria-busy={props.busy}>
        {rows.map((row) => {
          const selected = selection.includes(row.id);
          const name = nameOf(row);
          return (
            <li key={row.id} data-row-id={row.id}>
              <article
                className={mergeClasses(styles.card, selected && styles.selected)}
                aria-label={name}
              >
                {selectable && (
                  <Checkbox
                    label={LL.list.selectRow({ id: name })}
                    checked={selected}
                    onChange={() => send({ type: selected ? 'DESELECT' : 'SELECT', id: row.id })}
                  />
                )}
                <Pairs columns={visible} valueOf={(column) => shownValue(cellOf(column, row))} />
                {rowActions && (
                  <ActionsCell
                    actions={rowActions(row)}
                    name={name}
                    label={LL.list.rowActions({ name })}
                  />
                )}
              </article>
            </li>
          );
        })}
      </ul>
      {showsTotals(visible, props.sums, props.counting) && (
        <section
          className={mergeClasses(styles.card, styles.totals)}
          aria-label={LL.list.totals()}
        >
          <Text weight="semibold">{LL.list.totals()}</Text>
          {props.sums ? (
            <Pairs columns={visible.filter((column) => column.total)} valueOf={(column) => column.total?.(props.sums ?? {})} />
          ) : (
            <Text className={styles.label}>{LL.list.counting()}</Text>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * A small read-only table's rows as cards (PlainTable's columns), for the app's mobile device
 * where its columns would not fit: the same label: value pairs as a list's cards, nothing to act on.
 */
export function PlainCards<Row>({ columns, rows, rowKey, nameOf, ...label }: PlainTableProps<Row> & { nameOf: (row: Row) => string }) {
  const styles = useStyles();
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
