/**
 * The recommendation order (docs/scripts.md): every shown script in the order the app recommends
 * them, moved by dragging a row's handle or with its Move up / Move down buttons (each move is
 * announced, and focus stays on the script moved). Save sends the whole order with the version it
 * was read at; when someone changed the order or the shown scripts meanwhile (409, or a list that
 * no longer matches: 400 on ids) the dialog says so in words and reads the order again. Loaded
 * lazily, with @dnd-kit, the first time it opens (useScriptOrderAction.tsx).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { toFailure } from '@machines/failure.js';
import { describeFailure } from '@/api/errorText';
import { notify } from '@/api/notifier';
import type { ScriptApi } from '@/api/scripts';
import { FormDialog } from '@/components/list/FormDialog';
import { ErrorState } from '@/components/list/ListStates';
import { useLoader } from '@/data/useLoader';
import { ScriptOrderItem, type MoveDirection } from './ScriptOrderItem';
import { orderChanged, orderEditing, readShownOrder, type ShownOrder } from './scriptOrderList';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, maxHeight: '60vh', overflowY: 'auto' },
  spoken: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  intro: { color: tokens.colorNeutralForeground2 },
});

export interface ScriptOrderDialogProps {
  api: ScriptApi;
  onClose: () => void;
  /** The order was saved (the list behind reads its rows again). */
  onSaved: () => void;
}

export default function ScriptOrderDialog({ api, onClose, onSaved }: ScriptOrderDialogProps) {
  const { LL } = useI18nContext();
  const O = LL.script.order;
  const styles = useStyles();
  const load = useCallback(() => readShownOrder(api.records), [api]);
  const loader = useLoader<ShownOrder>(load);
  const [state, edit] = useReducer(orderEditing, { read: [], rows: [] });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [spoken, setSpoken] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfter, setFocusAfter] = useState<{ id: number; direction: MoveDirection } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const { rows } = state;
  const changed = orderChanged(state);

  useEffect(() => {
    if (!loader.data) return;
    edit({ type: 'READ', rows: loader.data.rows });
    setFocusAfter(null);
  }, [loader.data]);

  // Focus follows the script a button moved; at either end, its other button.
  useEffect(() => {
    if (!focusAfter) return;
    const other: MoveDirection = focusAfter.direction === 'up' ? 'down' : 'up';
    const button = [focusAfter.direction, other]
      .map((direction) => buttons.current.get(`${focusAfter.id}:${direction}`))
      .find((candidate) => candidate && !candidate.disabled);
    button?.focus();
  }, [focusAfter, rows]);

  const indexOf = (id: UniqueIdentifier) => rows.findIndex((row) => row.id === Number(id));
  const nowAt = (id: UniqueIdentifier, index: number) => O.nowAt({ name: rows[indexOf(id)]?.name ?? '', position: index + 1, count: rows.length });
  const move = (from: number, to: number) => {
    const row = rows[from];
    if (!row || to < 0 || to >= rows.length) return;
    edit({ type: 'MOVE', from, to });
    setSpoken(nowAt(row.id, to));
  };
  const onButton = (index: number, direction: MoveDirection) => {
    move(index, direction === 'up' ? index - 1 : index + 1);
    setFocusAfter({ id: rows[index]!.id, direction });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(indexOf(active.id), indexOf(over.id));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => O.pickedUp({ name: rows[indexOf(active.id)]?.name ?? '', position: indexOf(active.id) + 1 }),
    onDragOver: () => undefined,
    onDragEnd: ({ active, over }) => (over ? nowAt(active.id, indexOf(over.id)) : O.cancelled({ name: rows[indexOf(active.id)]?.name ?? '' })),
    onDragCancel: ({ active }) => O.cancelled({ name: rows[indexOf(active.id)]?.name ?? '' }),
  };

  const save = async () => {
    if (!loader.data || saving) return;
    if (!changed) return onClose();
    setSaving(true);
    setProblem(null);
    try {
      await api.order({ ids: rows.map((row) => row.id), version: loader.data.version });
      notify('success', O.saved(), 3000);
      onSaved();
      onClose();
    } catch (error) {
      const failure = toFailure(error);
      const stale = failure.status === 409 || (failure.status === 400 && failure.fields.some((f) => f.field === 'ids'));
      setProblem(failure.status === 409 ? O.conflict() : stale ? O.invalidList() : describeFailure(failure));
      if (stale) loader.refresh();
      setSaving(false);
    }
  };
  const close = () => (changed && !saving ? setConfirmingClose(true) : onClose());

  let body;
  if (loader.failed) body = <ErrorState title={O.loadFailed()} message={loader.error ? describeFailure(loader.error) : ''} onRetry={loader.retry} />;
  else if (!loader.data) body = <Spinner label={O.loading()} />;
  else if (rows.length === 0) body = <Text>{O.empty()}</Text>;
  else
    body = (
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: O.instructions() } }}>
        <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <ol className={styles.list} aria-label={O.list()} aria-busy={loader.loading}>
            {rows.map((row, index) => (
              <ScriptOrderItem key={row.id} row={row} index={index} count={rows.length} onMove={onButton}
                buttonRef={(direction, element) => {
                  const key = `${row.id}:${direction}`;
                  if (element) buttons.current.set(key, element);
                  else buttons.current.delete(key);
                }} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    );

  return (
    <FormDialog
      open
      title={O.title()}
      busy={saving}
      formError={problem}
      confirmingClose={confirmingClose}
      onSubmit={() => void save()}
      onClose={close}
      onDiscard={onClose}
      onKeepEditing={() => setConfirmingClose(false)}
    >
      <Text className={styles.intro}>{O.intro()}</Text>
      {body}
      <div className={styles.spoken} aria-live="polite">
        {spoken}
      </div>
    </FormDialog>
  );
}
