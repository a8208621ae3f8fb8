/**
 * The screen key of the route being shown (contracts/screenKeys.ts), for screens declared as
 * variants of one component (docs/browser.md, "Screens as data"): the component reads which
 * variant it is from here.
 */
import { createContext, useContext } from 'react';
import type { ScreenKey } from '@contracts/screenKeys.js';

export const ScreenKeyContext = createContext<ScreenKey | undefined>(undefined);

/** The shown route's screen key, narrowed to the keys a variant table declares. */
export function useScreenKey<K extends ScreenKey>(variants: Readonly<Record<K, unknown>>): K {
  const key = useContext(ScreenKeyContext);
  if (key === undefined || !(key in variants)) throw new Error(`No variant for screen ${String(key)}`);
  return key as K;
}
