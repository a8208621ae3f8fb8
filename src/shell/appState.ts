/**
 * The app actor (sidebar, device, language, size, docs/resources.md, docs/browser.md, docs/decisions.md), shared through React context.
 * ShellProvider creates it; screens read it with useAppSelector and send with useAppSend.
 */
import type { EventFrom, SnapshotFrom } from 'xstate';
import { createInspectedActorContext } from '@/inspector/useInspectedActor';
import { appMachine } from '@machines/app.machine.js';

export const AppActorContext = createInspectedActorContext(appMachine);

export type AppSnapshot = SnapshotFrom<typeof appMachine>;
export type AppSendEvent = EventFrom<typeof appMachine>;

export function useAppSelector<T>(selector: (snapshot: AppSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return AppActorContext.useSelector(selector, compare);
}

export function useAppSend(): (event: AppSendEvent) => void {
  return AppActorContext.useActorRef().send;
}

export function useAppActorRef() {
  return AppActorContext.useActorRef();
}
