/**
 * Renders the inspector panel while it is open, and nothing else: the panel's code is a lazy
 * chunk, fetched the first time it opens. Opens at start for anyone with `?inspect=1` in the
 * address. Mounted once by AppProviders, beside the toaster host.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { closeInspector, inspectRequested, isInspectorOpen, openInspector, subscribeInspectorOpen } from './panelState';

const InspectorPanel = lazy(() => import('./panel/InspectorPanel'));

export function useInspectorOpen(): boolean {
  return useSyncExternalStore(subscribeInspectorOpen, isInspectorOpen, isInspectorOpen);
}

export function InspectorHost() {
  const open = useInspectorOpen();
  useEffect(() => {
    if (typeof window !== 'undefined' && inspectRequested(window.location.search)) openInspector();
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InspectorPanel onClose={closeInspector} />
    </Suspense>
  );
}
