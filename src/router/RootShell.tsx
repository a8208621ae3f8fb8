/**
 * The root of every route: applies the guard (docs/routes.md), scrolls to the
 * top on navigation, keeps the page title, waits for lazy chunks, and puts the demo ribbon above
 * every page while the server runs in demo mode.
 */
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuthSelector } from '@/auth/authContext';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { DemoRibbon } from '@/platform/DemoRibbon';
import { decideGuard, type GuardDecision } from './guard';
import { LoadingScreen } from './pages/LoadingScreen';
import { useDocumentTitle } from './useDocumentTitle';

export function RootShell() {
  const { pathname, search } = useLocation();
  const token = useAuthSelector((snapshot) => snapshot.context.token);
  const signedIn = useAuthSelector((snapshot) => snapshot.matches('signedIn'));
  const routes = useAuthSelector((snapshot) => snapshot.context.routes);
  const { roles } = useCurrentUser();

  useEffect(() => {
    // Not window.scrollTo: the scrolling element works the same and jsdom implements it.
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname]);
  useDocumentTitle(pathname, routes);

  return (
    <>
      <DemoRibbon />
      <GuardedPage decision={decideGuard({ pathname, search, token, signedIn, roles })} />
    </>
  );
}

function GuardedPage({ decision }: { decision: GuardDecision }) {
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}
