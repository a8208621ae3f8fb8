/**
 * The app's one error-log actor (docs/server.md), shared through React context, and the hooks the
 * badge, the dialog and the error boundary use to read its snapshot and send it events.
 * ErrorLogProvider creates the actor.
 */
import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, EventFrom, SnapshotFrom } from 'xstate';
import type { ErrorLogEntry, errorLogMachine } from '@machines/errorLog.machine.js';

export type ErrorLogActor = ActorRefFrom<typeof errorLogMachine>;
export type ErrorLogSnapshot = SnapshotFrom<typeof errorLogMachine>;
export type ErrorLogSendEvent = EventFrom<typeof errorLogMachine>;

export const ErrorLogContext = createContext<ErrorLogActor | null>(null);

function useErrorLogActor(): ErrorLogActor {
  const actor = useContext(ErrorLogContext);
  if (!actor) throw new Error('useErrorLog…: render inside <ErrorLogProvider>');
  return actor;
}

export function useErrorLogSelector<T>(
  selector: (snapshot: ErrorLogSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useErrorLogActor(), selector, compare);
}

export function useErrorLogSend(): (event: ErrorLogSendEvent) => void {
  return useErrorLogActor().send;
}

/** Records an entry when an error log exists above; a no-op otherwise (screens rendered alone). */
export function useRecordError(): (entry: ErrorLogEntry) => void {
  const actor = useContext(ErrorLogContext);
  return (entry) => actor?.send({ type: 'ADD', entry });
}
