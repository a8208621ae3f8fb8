/**
 * Creates the app's error-log actor (machines/errorLog.machine.ts) and feeds it the browser's
 * uncaught errors and unhandled promise rejections (docs/server.md). Logging is on in production
 * builds by default; tests and stories pass `enabled`. The machine drops entries while
 * disabled, so the listeners are harmless then. Listeners go away on unmount.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { useInspectedActorRef } from '@/inspector/useInspectedActor';
import { errorLogMachine } from '@machines/errorLog.machine.js';
import { entryFromErrorEvent, entryFromRejection } from './errorEntry';
import { ErrorLogContext } from './errorLogContext';

export interface ErrorLogProviderProps {
  /** Whether errors are recorded; defaults to production builds only (docs/server.md). Read once. */
  enabled?: boolean;
  children: ReactNode;
}

export function ErrorLogProvider({ enabled, children }: ErrorLogProviderProps) {
  const actor = useInspectedActorRef(errorLogMachine, {
    input: { enabled: enabled ?? import.meta.env.PROD },
  });

  // A layout effect: listening from the commit that mounts the app, before the first paint.
  useLayoutEffect(() => {
    const onError = (event: ErrorEvent) => {
      // Resource load failures (an <img> 404) reach window 'error' too, without a message: skip.
      if (!(event instanceof ErrorEvent)) return;
      actor.send({ type: 'ADD', entry: entryFromErrorEvent(event) });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      actor.send({ type: 'ADD', entry: entryFromRejection(event) });
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [actor]);

  return <ErrorLogContext.Provider value={actor}>{children}</ErrorLogContext.Provider>;
}

export { useErrorLogSelector, useErrorLogSend } from './errorLogContext';
