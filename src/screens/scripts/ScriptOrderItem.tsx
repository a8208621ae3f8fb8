/**
 * One shown script in the recommendation order dialog: its place, name and author, a drag handle
 * for the pointer (@dnd-kit's sortable item) and Move up / Move down buttons, which are the
 * keyboard's way to move it (the handle is not a tab stop).
 */
import type { CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, makeStyles, mergeClasses, Text, tokens, Tooltip } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { useCount } from '@/i18n/Count';
import type { OrderRow } from './scriptOrderList';

export type MoveDirection = 'up' | 'down';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  dragging: { boxShadow: tokens.shadow8, position: 'relative', zIndex: 1 },
  handle: { cursor: 'grab', touchAction: 'none', display: 'flex', color: tokens.colorNeutralForeground3 },
  position: { minWidth: '2.5em', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  name: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  author: { color: tokens.colorNeutralForeground3 },
});

export interface ScriptOrderItemProps {
  row: OrderRow;
  index: number;
  count: number;
  onMove: (index: number, direction: MoveDirection) => void;
  /** Keeps the buttons, so focus can follow the script it moved. */
  buttonRef: (direction: MoveDirection, element: HTMLButtonElement | null) => void;
}

export function ScriptOrderItem({ row, index, count, onMove, buttonRef }: ScriptOrderItemProps) {
  const { LL } = useI18nContext();
  const O = LL.script.order;
  const styles = useStyles();
  const formatCount = useCount();
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: row.id });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const name = row.name;
  const move = (direction: MoveDirection, label: string, disabled: boolean) => (
    <Tooltip content={label} relationship="label">
      <Button
        type="button"
        appearance="subtle"
        icon={direction === 'up' ? <ArrowUpRegular /> : <ArrowDownRegular />}
        disabled={disabled}
        onClick={() => onMove(index, direction)}
        ref={(element: HTMLButtonElement | null) => buttonRef(direction, element)}
      />
    </Tooltip>
  );
  return (
    <li ref={setNodeRef} style={style} className={mergeClasses(styles.item, isDragging && styles.dragging)}>
      <span ref={setActivatorNodeRef} className={styles.handle} title={O.dragOf({ name })} aria-hidden {...listeners}>
        <ReOrderDotsVerticalRegular fontSize={20} />
      </span>
      <Text className={styles.position}>{formatCount(index + 1)}</Text>
      <span className={styles.name}>
        <Text weight="semibold" truncate wrap={false}>
          {name}
        </Text>
        {row.authorNick && (
          <Text size={200} className={styles.author}>
            {row.authorNick}
          </Text>
        )}
      </span>
      {move('up', O.moveUpOf({ name }), index === 0)}
      {move('down', O.moveDownOf({ name }), index === count - 1)}
    </li>
  );
}
