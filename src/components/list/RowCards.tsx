/**
 * The list as cards (narrow screens, the app's mobile device): one card per row with the shown
 * columns as label: value pairs in their order, the row's actions at the bottom, a box to select
 * it where the screen has bulk actions, and the totals as a card of their own after the rows.
 * Sorting, which the table offers on its headers, is a choice above the cards.
 */
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
import { Pairs, shownValue, useCardStyles } from './CardPairs';
import { cellOf, showsTotals } from './columns';
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
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  totals: { backgroundColor: tokens.colorNeutralBackground3 },
});

export function RowCards<Row extends ListRow>(props: RowsViewProps<Row>) {
  const { caption, visible, rows, sort, selection, selectable, send, nameOf, rowActions } = props;
  const { LL } = useI18nContext();
  const C = LL.cards;
  const styles = useStyles();
  const cards = useCardStyles();
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
      <ul className={cards.list} role="list" aria-label={caption} aria-busy={props.busy}>
        {rows.map((row) => {
          const selected = selection.includes(row.id);
          const name = nameOf(row);
          return (
            <li key={row.id} data-row-id={row.id}>
              <article
                className={mergeClasses(cards.card, selected && styles.selected)}
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
          className={mergeClasses(cards.card, styles.totals)}
          aria-label={LL.list.totals()}
        >
          <Text weight="semibold">{LL.list.totals()}</Text>
          {props.sums ? (
            <Pairs columns={visible.filter((column) => column.total)} valueOf={(column) => column.total?.(props.sums ?? {})} />
          ) : (
            <Text className={cards.label}>{LL.list.counting()}</Text>
          )}
        </section>
      )}
    </div>
  );
}
