/**
 * Holds an in-app navigation (back button, a tag, a link) while a record form has unsaved
 * changes: the router's blocker stops it and the form asks its own "discard your changes?"
 * question; Discard lets the navigation go on, Keep editing cancels it.
 *
 * A component, not part of useRecordForm: react-router honours one blocker at a time, so a
 * screen mounts one guard for its one record form (ResourceListView does), and screens with
 * several small dialogs do not register competing blockers. Needs a data router.
 */
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import type { RecordForm } from './useRecordForm';

export function FormNavigationGuard({
  form,
}: {
  form: Pick<RecordForm, 'snapshot' | 'send' | 'dirty'>;
}) {
  const { snapshot, send, dirty } = form;
  const blocker = useBlocker(dirty);
  const closed = snapshot.matches('closed');
  const asking = snapshot.matches({ open: 'confirmingClose' });
  const askedToLeave = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      askedToLeave.current = false;
      return;
    }
    if (closed)
      blocker.proceed(); // Discard
    else if (asking) return;
    else if (askedToLeave.current)
      blocker.reset(); // Keep editing
    else {
      askedToLeave.current = true;
      send({ type: 'CLOSE' });
    }
  }, [blocker, closed, asking, send]);
  return null;
}
