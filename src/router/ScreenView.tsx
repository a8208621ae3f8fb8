/** Renders the screen registered under a key, or NotBuiltScreen with the route's title. */
import { lazy } from 'react';
import { lazyScreen } from './screenRegistry';
import { useScreenOverride } from './screenOverrides';

const NotBuiltScreen = lazy(() => import('./pages/NotBuiltScreen'));

export interface ScreenViewProps {
  screenKey: string | undefined;
  titleKey: string;
}

export function ScreenView({ screenKey, titleKey }: ScreenViewProps) {
  const Override = useScreenOverride(screenKey);
  if (Override) return <Override />;
  const Screen = lazyScreen(screenKey);
  return Screen ? <Screen /> : <NotBuiltScreen titleKey={titleKey} />;
}
