/**
 * Components that replace registry screens by key, for tests and stories that want a stand-in
 * (e.g. a stub login screen) instead of the real lazy chunk.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { ScreenKey } from '@contracts/screenKeys.js';

export type ScreenOverrides = Partial<Record<ScreenKey, ComponentType>>;

export const ScreenOverridesContext = createContext<ScreenOverrides>({});

export function useScreenOverride(key: ScreenKey | undefined): ComponentType | undefined {
  const overrides = useContext(ScreenOverridesContext);
  return key ? overrides[key] : undefined;
}
