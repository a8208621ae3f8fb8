/**
 * Focus after an action on a row (docs/decisions.md, "Focus comes back"). The button that opened
 * a question or a form gets focus back from Fluent's restore-focus target (RowActions) when it
 * still exists; but an action that changes the row's status often takes that very button away
 * once the list is read again (an activated version has nothing left to activate), and focus
 * would fall to the page or wherever the focus manager guesses. So the flow asks the list
 * (`ListControls.returnFocus`) to bring focus back to the row it acted on once the new page is
 * shown: to the row's remaining actions, to the row itself when it has none left, or to the list
 * itself when the row is gone.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { RowId } from '@machines/list.machine.js';
import type { ListSnapshot } from '@/list/useListMachine';

/** The row to return to, and the page shown when it was asked (a newer page answers it). */
export interface FocusRequest {
  id: RowId;
  after: unknown;
  /** Focus in here is taken to the row too (e.g. the upload panel that added it). */
  from?: Element | null;
}

/** The list's side: `returnFocus` for the screen's actions, `request` for the table. */
export function useFocusRequest(snapshot: ListSnapshot) {
  const page = useRef<unknown>(null);
  page.current = snapshot.context.page;
  const [request, setRequest] = useState<FocusRequest | null>(null);
  const returnFocus = useCallback((id: RowId, from?: Element | null) => setRequest({ id, after: page.current, from }), []);
  return { request, returnFocus };
}

/** A dialog keeps focus while it closes (its exit animation); how long to wait for it, at most. */
const WAIT_STEP_MS = 50;
const WAIT_STEPS = 40;

const DIALOG = '[role="dialog"],[role="alertdialog"]';

/**
 * Where focus goes in the list: the row's element that had it last (the action's own button, when
 * the action left it there), else the row's own actions, which come last in a row (its first
 * button there, else in the row's other toolbars), else the list.
 */
function targetIn(box: HTMLElement, id: RowId, last: HTMLElement | null): HTMLElement {
  const row = [...box.querySelectorAll<HTMLElement>('[data-row-id]')].find((el) => el.dataset.rowId === String(id));
  if (!row) return box;
  const active = document.activeElement;
  if (active instanceof HTMLElement && row.contains(active)) return active;
  if (last && row.contains(last)) return last;
  const toolbars = [...row.querySelectorAll('[role="toolbar"]')].reverse();
  const button = toolbars.map((toolbar) => toolbar.querySelector<HTMLElement>('button:not([disabled])')).find(Boolean);
  if (button) return button;
  // A row with no action left (an activated version, for one who may not read its History): the
  // row itself, read whole, rather than the whole list.
  if (!row.hasAttribute('tabindex')) row.setAttribute('tabindex', '-1');
  return row;
}

/**
 * The table's side: once the list has shown a page newer than the request (or failed to), focus
 * goes to the row asked for, unless the user has put it somewhere else than the list meanwhile.
 * `box` is the list's focusable container (tabIndex -1), the fallback when the row is gone.
 */
export function useReturnFocus(box: RefObject<HTMLElement | null>, request: FocusRequest | null | undefined, snapshot: ListSnapshot) {
  const done = useRef<FocusRequest | null>(null);
  // What last had focus in the list: the button that started the action, if it is still there.
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const list = box.current;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) last.current = event.target;
    };
    list?.addEventListener('focusin', remember);
    return () => list?.removeEventListener('focusin', remember);
  }, [box]);
  const settled = !snapshot.hasTag('busy') && (snapshot.context.page !== request?.after || snapshot.hasTag('failed'));
  useEffect(() => {
    if (!request || !settled || done.current === request) return;
    done.current = request;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let steps = 0;
    const attempt = () => {
      const list = box.current;
      const active = document.activeElement;
      if (!list) return;
      if (active?.closest(DIALOG)) {
        if (++steps < WAIT_STEPS) timer = setTimeout(attempt, WAIT_STEP_MS);
        return;
      }
      if (active && active !== document.body && !list.contains(active) && !request.from?.contains(active)) return;
      targetIn(list, request.id, last.current).focus();
    };
    attempt();
    return () => clearTimeout(timer);
  }, [box, request, settled]);
}
