/**
 * A module of the signed-in layout imported on the user's first intent (the pointer over a tool,
 * focus on it, a press) instead of with the layout: Fluent's menus, tooltips, search box, dialog
 * and drawer, and what they bring along (positioning, portals, motion), stay off the first screen
 * after sign-in (docs/browser.md, "First page").
 */
import { useSyncExternalStore } from 'react';

export interface DeferredModule<M> {
  /** Starts the import once; resolves with the module. After a failure the next call tries again. */
  load(): Promise<M>;
  /** Starts the import, for intent handlers: a failure is left for the next intent to retry. */
  preload(): void;
  /** The module, once it has arrived. */
  current(): M | undefined;
  /** Calls `listener` when the module arrives; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let arrived: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    pending ??= importer().then(
      (module) => {
        arrived = module;
        for (const listener of [...listeners]) listener();
        return module;
      },
      (error: unknown) => {
        // Offline, or a new version deployed meanwhile: the next intent fetches again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    preload: () => void load().catch(() => undefined),
    current: () => arrived,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The module once it has arrived; the component renders again when it does. */
export function useDeferredModule<M>(deferred: DeferredModule<M>): M | undefined {
  return useSyncExternalStore(deferred.subscribe, deferred.current, deferred.current);
}
