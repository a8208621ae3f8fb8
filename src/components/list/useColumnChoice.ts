/**
 * Which columns a user shows on one table and in what order, kept per user and table
 * (columnPrefs.ts); a column that may not be hidden always shows, one declared `shown: false`
 * waits in the chooser until the user shows it. A hook of its own so that
 * whatever needs the columns on screen (the table, the cards, the CSV export "as shown") reads
 * one answer: the visible keys, in order, are what the export asks for.
 */
import { useState } from 'react';
import type { Column } from './columns';
import { columnsKey, inUserOrder, readColumnChoice, writeColumnChoice, type StoredColumnChoice } from './columnPrefs';

export interface ColumnChoice<Row> {
  /** Every column in the user's order (the chooser lists these). */
  ordered: Column<Row>[];
  /** The columns shown, in the user's order. */
  visible: Column<Row>[];
  /** Shows exactly the checked columns (and those that may not be hidden). */
  choose: (checked: readonly string[]) => void;
  /** Moves a column one place earlier (-1) or later (+1). */
  move: (key: string, step: -1 | 1) => void;
}

export function useColumnChoice<Row>(columns: readonly Column<Row>[], userKey: string, tableId: string): ColumnChoice<Row> {
  const storageKey = columnsKey(userKey, tableId);
  const [choice, setChoice] = useState<StoredColumnChoice>(() => readColumnChoice(storageKey));
  const save = (next: StoredColumnChoice) => {
    setChoice(next);
    writeColumnChoice(storageKey, next);
  };
  const ordered = inUserOrder(columns, choice.order);
  // Until the user chooses, the columns declared `shown: false` wait in the chooser.
  const hidden = choice.hidden ?? columns.filter((column) => column.shown === false).map((column) => column.key);
  const visible = ordered.filter((column) => column.hideable === false || !hidden.includes(column.key));
  return {
    ordered,
    visible,
    choose(checked) {
      const hidden = columns.filter((c) => c.hideable !== false && !checked.includes(c.key)).map((c) => c.key);
      save({ ...choice, hidden });
    },
    move(key, step) {
      const keys = ordered.map((c) => c.key);
      const from = keys.indexOf(key);
      const to = from + step;
      if (from < 0 || to < 0 || to >= keys.length) return;
      [keys[from], keys[to]] = [keys[to]!, keys[from]!];
      save({ ...choice, order: keys });
    },
  };
}
