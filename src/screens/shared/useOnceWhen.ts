import { useEffect, useRef } from 'react';

/**
 * Runs `effect` the first time `condition` holds. The guard keeps a success toast and its
 * navigation from happening twice when React replays effects (StrictMode, re-renders).
 */
export function useOnceWhen(condition: boolean, effect: () => void): void {
  const fired = useRef(false);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (!condition || fired.current) return;
    fired.current = true;
    latest.current();
  }, [condition]);
}
