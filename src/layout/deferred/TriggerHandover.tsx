/**
 * The stand-in a deferred overlay gets for its trigger (DeferredTool). Fluent's MenuTrigger and
 * Tooltip clone their child with what a trigger needs: a ref (positioning, outside clicks, focus
 * given back), handlers, aria attributes, an id. This child renders nothing and hands those props
 * over to the real trigger, which so stays the element it was before the overlay arrived.
 */
import { useLayoutEffect, useRef, type Ref } from 'react';

export interface Handover {
  ref?: Ref<HTMLElement>;
  /** The props that are not handlers: aria attributes, the id. */
  values: Record<string, unknown>;
  /** The names of the handlers. */
  handlers: readonly string[];
  /** Calls the handler of that name as Fluent last rendered it. */
  call(name: string, event: unknown): void;
}

type Props = Record<string, unknown> & {
  receive: (handover: Handover) => void;
  ref?: Ref<HTMLElement>;
};

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(a).every((key) => Object.is(a[key], b[key]));

export function TriggerHandover({ receive, ref, ...props }: Props) {
  const latest = useRef(props);
  const handed = useRef<Handover>(undefined);
  // Every render: handlers are read when called; a re-render of the trigger only when the rest changed.
  useLayoutEffect(() => {
    latest.current = props;
    const values: Record<string, unknown> = {};
    const handlers: string[] = [];
    for (const [name, value] of Object.entries(props)) {
      if (typeof value === 'function') handlers.push(name);
      else values[name] = value;
    }
    const before = handed.current;
    if (
      before &&
      before.ref === ref &&
      sameValues(before.values, values) &&
      before.handlers.join() === handlers.join()
    )
      return;
    handed.current = {
      ref,
      values,
      handlers,
      call: (name, event) => {
        const handler = latest.current[name];
        if (typeof handler === 'function') handler(event);
      },
    };
    receive(handed.current);
  });
  return null;
}
