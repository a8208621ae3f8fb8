/**
 * The app's one auth actor, shared through React context, and the hooks screens use to read
 * its snapshot and send it events.
 */
import type { EventFrom, SnapshotFrom } from 'xstate';
import { createInspectedActorContext } from '@/inspector/useInspectedActor';
import { authMachine } from '@machines/auth.machine.js';

export const AuthActorContext = createInspectedActorContext(authMachine);

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
export type AuthSendEvent = EventFrom<typeof authMachine>;

/** The whole snapshot; re-renders on every change. Prefer useAuthSelector for one field. */
export function useAuthSnapshot(): AuthSnapshot {
  return AuthActorContext.useSelector((snapshot) => snapshot);
}

export function useAuthSelector<T>(
  selector: (snapshot: AuthSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return AuthActorContext.useSelector(selector, compare);
}

export function useAuthSend(): (event: AuthSendEvent) => void {
  return AuthActorContext.useActorRef().send;
}

/** The actor itself, e.g. to listen to its emitted `loggedOut` with `actor.on(...)`. */
export function useAuthActorRef() {
  return AuthActorContext.useActorRef();
}

export function useAuth(): { snapshot: AuthSnapshot; send: (event: AuthSendEvent) => void } {
  return { snapshot: useAuthSnapshot(), send: useAuthSend() };
}
