/** Renders the screen registered under a key, or NotBuiltScreen with the route's title. */
import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorLogBoundary } from '@/errorLog/ErrorLogBoundary';
import type { ScreenKey } from '@contracts/screenKeys.js';
import { ScreenKeyContext } from './screenKey';
import { lazyScreen } from './screenRegistry';
import { useScreenOverride } from './screenOverrides';

const NotBuiltScreen = lazy(() => import('./pages/NotBuiltScreen'));

export interface ScreenViewProps {
  screenKey: ScreenKey | undefined;
  titleKey: string;
}

/** A screen that throws is logged and replaced by a retry panel; the menu and top bar stay. */
export function ScreenView(props: ScreenViewProps) {
  const { pathname } = useLocation();
  return (
    <ErrorLogBoundary resetKey={pathname}>
      <ScreenContent {...props} />
    </ErrorLogBoundary>
  );
}

function ScreenContent({ screenKey, titleKey }: ScreenViewProps) {
  const Override = useScreenOverride(screenKey);
  if (Override) return <Override />;
  const Screen = lazyScreen(screenKey);
  if (!Screen) return <NotBuiltScreen titleKey={titleKey} />;
  return (
    <ScreenKeyContext.Provider value={screenKey}>
      <Screen />
    </ScreenKeyContext.Provider>
  );
}
