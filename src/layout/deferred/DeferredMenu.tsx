/**
 * A menu's trigger whose Fluent Menu is imported on the first intent (DeferredTool). Until then the
 * trigger says it opens a menu, as Fluent's MenuTrigger would, and a press, Enter, Space or
 * ArrowDown opens the menu as soon as it is in (useOpenedAtOnce).
 */
import type { ReactElement, ReactNode } from 'react';
import type { DeferredModule } from './deferredModule';
import { DeferredTool, type TriggerElement } from './DeferredTool';

/** A root menu's trigger opens on ArrowDown too (Fluent's MenuTrigger). */
const OPEN_KEYS = ['ArrowDown'];

export function DeferredMenu<M>({
  deferred,
  trigger,
  label,
  children,
}: {
  deferred: DeferredModule<M>;
  trigger: TriggerElement;
  /** The trigger's name when a "label" tooltip in the module gives it. */
  label?: string;
  children: (module: M, slot: ReactElement, openAtOnce: boolean) => ReactNode;
}) {
  return (
    <DeferredTool
      deferred={deferred}
      trigger={trigger}
      lightProps={{ 'aria-haspopup': 'menu', ...(label !== undefined && { 'aria-label': label }) }}
      opens
      openKeys={OPEN_KEYS}
    >
      {children}
    </DeferredTool>
  );
}
