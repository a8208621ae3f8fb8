/**
 * A header tool whose trigger renders at once, accessible name included, while its overlay (a
 * menu, a tooltip) is a module imported on the first intent: the pointer over the trigger, focus
 * on it, a press. Once the module is in, `children` renders the overlay beside the trigger.
 *
 * - The trigger stays the same element throughout: the overlay's trigger slot holds a stand-in
 *   (TriggerHandover) that hands what Fluent gives a trigger (its ref, handlers, aria attributes,
 *   id) to the real one. Focus, hover and a press under way are not disturbed when the module
 *   arrives, and nothing moves.
 * - Until then the trigger carries what the overlay would give it (`lightProps`: its name,
 *   `aria-haspopup`), and a press that opens the overlay is kept: `openAtOnce` asks the overlay to
 *   open as it mounts.
 */
import {
  cloneElement,
  useCallback,
  useEffect,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useMergedRefs } from '@fluentui/react-components';
import { useDeferredModule, type DeferredModule } from './deferredModule';
import { TriggerHandover, type Handover } from './TriggerHandover';

type Handler = ((event: never) => void) | undefined;

/** What the tool reads of its trigger's props: the trigger's own ref and handlers are kept. */
interface TriggerProps {
  [prop: string]: unknown;
  ref?: Ref<HTMLElement>;
  onClick?: Handler;
  onFocus?: Handler;
  onPointerEnter?: Handler;
  onKeyDown?: Handler;
}

/** A trigger: a Fluent Button, whose own handlers the tool keeps. */
export type TriggerElement = ReactElement<TriggerProps>;

function chain<E>(own: unknown, added: ((event: E) => void) | undefined) {
  return (event: E) => {
    if (typeof own === 'function') own(event);
    added?.(event);
  };
}

export interface DeferredToolProps<M> {
  /** The module with the overlay. */
  deferred: DeferredModule<M>;
  /** The trigger (a Fluent Button). */
  trigger: TriggerElement;
  /** What the overlay gives the trigger, given by hand until it is there: its name, `aria-haspopup`. */
  lightProps?: Record<string, unknown>;
  /** Rendered beside the light trigger only (the text a tooltip's description points at). */
  beside?: ReactNode;
  /** A press opens the overlay (a menu); otherwise it only does the trigger's own action. */
  opens?: boolean;
  /** Keys that open the overlay besides Enter and Space, which click: a menu's ArrowDown. */
  openKeys?: readonly string[];
  /**
   * The overlay, with `slot` where Fluent expects its trigger (as a MenuTrigger's or a Tooltip's
   * child); `openAtOnce` is read as it mounts.
   */
  children: (module: M, slot: ReactElement, openAtOnce: boolean) => ReactNode;
}

export function DeferredTool<M>({
  deferred,
  trigger,
  lightProps,
  beside,
  opens = false,
  openKeys = [],
  children,
}: DeferredToolProps<M>) {
  const module = useDeferredModule(deferred);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [handover, setHandover] = useState<Handover>();
  const own = trigger.props;
  const ref = useMergedRefs(own.ref, handover?.ref);

  // Read once by the overlay as it mounts; a later remount must not open it again.
  useEffect(() => {
    if (module && openAtOnce) setOpenAtOnce(false);
  }, [module, openAtOnce]);

  const receive = useCallback((next: Handover) => setHandover(next), []);

  if (module) {
    // Fluent's props as handed over, its handlers after the trigger's own.
    const handed: Record<string, unknown> = handover ? { ...handover.values } : { ...lightProps };
    for (const name of handover?.handlers ?? [])
      handed[name] = chain(own[name], (event) => handover?.call(name, event));
    return (
      <>
        {cloneElement(trigger, { ...handed, ref })}
        {children(module, <TriggerHandover receive={receive} />, openAtOnce)}
      </>
    );
  }

  const ask = () => {
    if (!opens) return deferred.preload();
    setOpenAtOnce(true);
    // Not fetched (offline): nothing opens later by surprise; the next press tries again.
    deferred.load().catch(() => setOpenAtOnce(false));
  };
  const light = cloneElement(trigger, {
    ...lightProps,
    ref,
    onPointerEnter: chain(own.onPointerEnter, () => deferred.preload()),
    onFocus: chain(own.onFocus, () => deferred.preload()),
    onKeyDown: chain(own.onKeyDown, (event: KeyboardEvent) => {
      if (!openKeys.includes(event.key)) return;
      event.preventDefault();
      ask();
    }),
    onClick: chain(own.onClick, ask),
  });
  return (
    <>
      {light}
      {beside}
    </>
  );
}
