/**
 * Where focus goes around a form's Save (docs/browser.md, "Uploads in the browser"). Fluent gives
 * focus back to a dialog's opener when it is closed from the keyboard (useRestoreFocusTarget on
 * the row actions and Create), but not after a mouse Save, nor when the opener went meanwhile (a
 * Save that opens another tab): `returnFocus` covers both. A Save refused (by the form's own
 * checks or by the server on a field) puts focus on the first invalid field: `useFocusInvalidOnFailure`.
 * What a Save brings forward (a notice with the next step) takes focus from Fluent's restoring:
 * `claimFocus`. A question asked over a page gives focus back to what had it: `useFocusBeforeQuestion`.
 * (FormDialog's own question, inside its dialog, places focus in a layout effect, before Fluent's
 * restore looks, so it keeps its own.)
 */
import { useEffect, useRef, type RefObject } from 'react';
import { MAIN_CONTENT_ID } from '@/layout/SkipLink';
import type { RecordForm } from './useRecordForm';

/** How long focus dropped to the page (the opener removed by a screen still changing) is picked up. */
const SETTLE_MS = 1000;
const STEP_MS = 50;

/**
 * What opened a dialog, from where focus is as it opens: a "More actions" menu item stands for the
 * menu's button (Fluent labels a menu with its trigger), the page itself for nothing.
 */
export function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === element.ownerDocument.body) return null;
  const menu = element.closest('[role="menu"]');
  if (!menu) return element;
  const trigger = menu.getAttribute('aria-labelledby');
  return trigger ? element.ownerDocument.getElementById(trigger) : null;
}

/** The screen's heading (focusable by script only), else the main landmark. */
function stablePlace(doc: Document): HTMLElement | null {
  const heading = doc.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ?? doc.querySelector<HTMLElement>('h1');
  if (!heading) return doc.getElementById(MAIN_CONTENT_ID);
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

const lost = (doc: Document) => !doc.activeElement || doc.activeElement === doc.body;
const dialogOpen = (doc: Document) => doc.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Gives focus back to `opener` once a dialog has gone, or to the screen's heading if the opener
 * went too. For a moment afterwards, if what was focused is removed (the screen still changing)
 * and focus dropped to the page, it is placed once more; focus the user moved, or a dialog
 * opened meanwhile, ends the watch.
 */
export function returnFocus(opener: HTMLElement | null, doc: Document = document): void {
  let placed: HTMLElement | null = null;
  let placings = 0;
  let waited = 0;
  const place = () => {
    placed = opener?.isConnected ? opener : stablePlace(doc);
    placed?.focus();
    placings += 1;
  };
  const step = () => {
    if (dialogOpen(doc)) return;
    if (placings === 0) place();
    else if (placed?.isConnected) {
      if (doc.activeElement !== placed) return;
    } else if (lost(doc) && placings < 2) place();
    else return;
    waited += STEP_MS;
    if (waited < SETTLE_MS) setTimeout(step, STEP_MS);
  };
  setTimeout(step, 0);
}

const DIALOG = '[role="dialog"],[role="alertdialog"]';

/**
 * Focus on `target` once every dialog has gone, and kept there for a moment against a closing
 * dialog's restoring (which gives focus back to its opener); a key pressed or a click ends it.
 * Returns the way to end it sooner (an effect's cleanup).
 */
export function claimFocus(target: () => HTMLElement | null, doc: Document = document): () => void {
  let settled = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
  };
  const step = () => {
    if (!doc.querySelector(DIALOG)) {
      const element = target();
      if (element && doc.activeElement !== element) element.focus();
      settled += STEP_MS;
    }
    if (settled < SETTLE_MS) timer = setTimeout(step, STEP_MS);
    else stop();
  };
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  timer = setTimeout(step, 0);
  return stop;
}

/**
 * While `asking` a question (an alert dialog over a page), remembers what had focus before it; once
 * it is answered without leaving (`left` false), gives focus back there (`returnFocus`).
 */
export function useFocusBeforeQuestion(asking: boolean, left: boolean): void {
  const lastFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('[role="alertdialog"]')) lastFocus.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) asked.current = true;
    else if (asked.current) {
      asked.current = false;
      if (!left) returnFocus(lastFocus.current);
    }
  }, [asking, left]);
}

/** Focuses the first field marked invalid in `container`; a file field (data-invalid) by its chooser. */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  const target = first?.dataset.invalid === 'true' ? first.querySelector<HTMLElement>('button') : first;
  target?.focus();
  return Boolean(target);
}

/**
 * After a Save the form's checks or the server refused on a field: focus on the first invalid one.
 * A refusal is a new set of field problems, at least as many as before: typing in a field only
 * takes that field's problem away (one fewer). Not read from the busy flag: the form's own checks
 * answer within a tick, and React may never render the moment they were busy.
 */
export function useFocusInvalidOnFailure(form: Pick<RecordForm, 'busy' | 'open' | 'fieldErrors'>, container: RefObject<HTMLElement | null>) {
  const previous = useRef(form.fieldErrors);
  const { busy, open, fieldErrors } = form;
  useEffect(() => {
    const before = previous.current;
    if (busy || fieldErrors === before) return;
    previous.current = fieldErrors;
    const count = Object.keys(fieldErrors).length;
    if (open && count > 0 && count >= Object.keys(before).length) focusFirstInvalid(container.current);
  }, [busy, open, fieldErrors, container]);
}
