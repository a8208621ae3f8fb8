/**
 * How every record action ends: the user is told what happened (or why not, in their language)
 * and the list is read again either way, since the record may have changed meanwhile. `begin`
 * remembers the row acted on and the list it came from; `finish` is called by the asked call or
 * by the event's form when it is saved. Focus then goes back to that row once the list is read
 * again (the action may have taken away the button that started it; returnFocus.ts).
 */
import { useCallback, useRef, useState } from 'react';
import { toFailure } from '@machines/failure.js';
import type { RowId } from '@machines/list.machine.js';
import { describeFailure } from '@/api/errorText';
import { notify } from '@/api/notifier';
import type { ListControls } from '@/components/list/ResourceListView';

type ActedList = Pick<ListControls, 'refresh' | 'returnFocus'>;

export interface FlowOutcome<Row, E extends string> {
  /** The row acted on (forms and questions read it). */
  current: Row | null;
  currentName: string;
  begin(row: Row, list: ActedList): void;
  finish(event: E, error?: unknown): void;
}

export function useFlowOutcome<Row extends { id: RowId }, E extends string>(
  nameOf: (row: Row) => string,
  doneText: (event: E, name: string) => string,
): FlowOutcome<Row, E> {
  const [current, setCurrent] = useState<Row | null>(null);
  const acted = useRef<{ name: string; list: ActedList; id: RowId | null }>({ name: '', list: { refresh: () => {} }, id: null });
  const texts = useRef(doneText);
  texts.current = doneText;

  const begin = useCallback(
    (row: Row, list: ActedList) => {
      acted.current = { name: nameOf(row), list, id: row.id };
      setCurrent(row);
    },
    [nameOf],
  );
  const finish = useCallback((event: E, error?: unknown) => {
    if (error === undefined) notify('success', texts.current(event, acted.current.name), 3000);
    else notify('error', describeFailure(toFailure(error)));
    const { list, id } = acted.current;
    if (id !== null) list.returnFocus?.(id);
    list.refresh();
  }, []);
  return { current, currentName: current ? nameOf(current) : '', begin, finish };
}
