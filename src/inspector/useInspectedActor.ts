/**
 * The only ways src/ creates actors, so every one of them carries the inspector's one
 * inspection observer (src/inspector/inspector.ts): ESLint forbids `useActorRef`, `useActor`,
 * `createActorContext` (@xstate/react) and `createActor` (xstate) elsewhere in src/.
 *
 * - `useInspectedActorRef(logic, options?)`: @xstate/react's useActorRef with `{ inspect }`.
 * - `useInspectedActor(logic, options?)`: its useActor (snapshot, send, actor) likewise.
 * - `createInspectedActorContext(logic, options?)`: createActorContext whose Provider's actor is
 *   inspected (its `options` prop is merged over these, so `input` still comes from there).
 * - `createInspectedActor(logic, options?)`: xstate's createActor, for actors made outside React.
 */
/* eslint-disable no-restricted-imports -- the one place allowed to create actors directly */
import { createActorContext, useActor, useActorRef } from '@xstate/react';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';
/* eslint-enable no-restricted-imports */
import { inspect } from './inspector';

type UseActorRefRest<TLogic extends AnyActorLogic> =
  Parameters<typeof useActorRef<TLogic>> extends [unknown, ...infer Rest] ? Rest : never;

export function useInspectedActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options, observerOrListener]: UseActorRefRest<TLogic>
): Actor<TLogic> {
  const untyped = useActorRef as (logic: AnyActorLogic, options: ActorOptions<AnyActorLogic>, observer?: unknown) => Actor<TLogic>;
  return untyped(logic, { ...(options as ActorOptions<AnyActorLogic> | undefined), inspect }, observerOrListener);
}

type UseActorRest<TLogic extends AnyActorLogic> =
  Parameters<typeof useActor<TLogic>> extends [unknown, ...infer Rest] ? Rest : never;

export function useInspectedActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: UseActorRest<TLogic>
): ReturnType<typeof useActor<TLogic>> {
  const untyped = useActor as (logic: AnyActorLogic, options: ActorOptions<AnyActorLogic>) => ReturnType<typeof useActor<TLogic>>;
  return untyped(logic, { ...(options as ActorOptions<AnyActorLogic> | undefined), inspect });
}

export function createInspectedActorContext<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>) {
  return createActorContext(logic, { ...options, inspect });
}

type CreateActorRest<TLogic extends AnyActorLogic> =
  Parameters<typeof createActor<TLogic>> extends [unknown, ...infer Rest] ? Rest : never;

export function createInspectedActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: CreateActorRest<TLogic>
): Actor<TLogic> {
  const untyped = createActor as (logic: AnyActorLogic, options: ActorOptions<AnyActorLogic>) => Actor<TLogic>;
  return untyped(logic, { ...(options as ActorOptions<AnyActorLogic> | undefined), inspect });
}
