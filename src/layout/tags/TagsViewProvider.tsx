/**
 * Creates the tags view actor for the signed-in session and wires it to the app: the affixed
 * routes (INIT_AFFIX), each navigation (ADD), the machine's emitted `navigate` (followed with
 * the router). Clearing on the auth actor's `loggedOut` is wired in tagsViewActorFor.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRoute, flattenRoutes, type FlatRoute } from '@contracts/routeTable.js';
import type { TagView } from '@machines/tagsView.machine.js';
import { useAuthActorRef, useAuthSelector } from '@/auth/authContext';
import { tagsViewActorFor, TagsViewContext, useTagsViewActor } from './tagsViewActor';

function toView({ node, fullPath }: FlatRoute, withQuery = fullPath): TagView {
  return { path: fullPath, fullPath: withQuery, name: node.name, titleKey: node.titleKey, affix: node.affix, noCache: node.noCache };
}

export function TagsViewProvider({ children }: { children: ReactNode }) {
  const auth = useAuthActorRef();
  const [actor] = useState(() => tagsViewActorFor(auth));
  return (
    <TagsViewContext.Provider value={actor}>
      <TagsViewEffects />
      {children}
    </TagsViewContext.Provider>
  );
}

function TagsViewEffects() {
  const actor = useTagsViewActor();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const routes = useAuthSelector((snapshot) => snapshot.context.routes);
  const affixed = useMemo(
    () => flattenRoutes(routes).filter((entry) => entry.node.affix && !entry.node.children).map((entry) => toView(entry)),
    [routes],
  );

  useEffect(() => {
    actor.send({ type: 'INIT_AFFIX', views: affixed });
  }, [actor, affixed]);

  useEffect(() => {
    const entry = findRoute(routes, pathname);
    if (entry && !entry.node.children && entry.node.name) actor.send({ type: 'ADD', view: toView(entry, pathname + search + hash) });
  }, [actor, routes, pathname, search, hash]);

  useEffect(() => {
    const subscription = actor.on('navigate', (event) => void navigate(event.to, { replace: event.replace }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return null;
}
