/**
 * Hands the server's platform info (./platformInfo.ts) to the tree once it arrives. The app
 * passes the start-up call; tests and stories pass a settled answer, or nothing (demo mode off).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PlatformInfo } from '@contracts/platform.js';
import { NO_DEMO } from './platformInfo';

const PlatformInfoContext = createContext<PlatformInfo>(NO_DEMO);

export interface PlatformInfoProviderProps {
  /** The answer, pending or settled; without one demo mode is off. */
  info?: Promise<PlatformInfo>;
  children: ReactNode;
}

export function PlatformInfoProvider({ info, children }: PlatformInfoProviderProps) {
  const [known, setKnown] = useState<PlatformInfo>(NO_DEMO);
  useEffect(() => {
    let current = true;
    info?.then(
      (answer) => {
        // The same answer again (a re-render with a new promise) changes nothing.
        if (current)
          setKnown((previous) =>
            previous.demoMode === answer.demoMode &&
            previous.currency === answer.currency &&
            previous.examineUnusualFactor === answer.examineUnusualFactor
              ? previous
              : answer,
          );
      },
      () => {
        if (current) setKnown((previous) => (previous.demoMode ? NO_DEMO : previous));
      },
    );
    return () => {
      current = false;
    };
  }, [info]);
  return <PlatformInfoContext.Provider value={known}>{children}</PlatformInfoContext.Provider>;
}

/** The currency of every money amount (the server's PLATFORM_CURRENCY; CNY until it answers). */
export function useCurrency(): string {
  return useContext(PlatformInfoContext).currency;
}

/** True only once the server has said it runs in demo mode. */
export function useDemoMode(): boolean {
  return useContext(PlatformInfoContext).demoMode;
}

/** How far from the suggestion an examined amount may be before the examiner is asked twice. */
export function useExamineUnusualFactor(): number {
  return useContext(PlatformInfoContext).examineUnusualFactor;
}
