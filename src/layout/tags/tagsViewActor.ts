/**
 * The tags view actor of the signed-in session. It must outlive the layout: "refresh" goes
 * through /redirect, outside the layout, and the visited views must still be there after. So it
 * is kept per auth actor (one per app, and per test render), created on first use by the layout
 * and cleared when the auth actor emits `loggedOut`. That subscription lives with the auth actor,
 * not the layout: while signing out the guard already shows its waiting page, so the layout is
 * gone when `loggedOut` comes.
 */
import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor, SnapshotFrom } from 'xstate';
import { createInspectedActor } from '@/inspector/useInspectedActor';
import { tagsViewMachine } from '@machines/tagsView.machine.js';

export type TagsViewActor = Actor<typeof tagsViewMachine>;
type TagsViewSnapshot = SnapshotFrom<typeof tagsViewMachine>;

/** What the tags view needs of the auth actor: its emitted `loggedOut`. */
export interface SessionEvents {
  on(type: 'loggedOut', handler: () => void): { unsubscribe(): void };
}

const sessions = new WeakMap<SessionEvents, TagsViewActor>();

/** The session's tags view actor, created (and started) the first time. */
export function tagsViewActorFor(auth: SessionEvents): TagsViewActor {
  let actor = sessions.get(auth);
  if (!actor) {
    const created = createInspectedActor(tagsViewMachine).start();
    auth.on('loggedOut', () => created.send({ type: 'CLEAR' }));
    sessions.set(auth, created);
    actor = created;
  }
  return actor;
}

export const TagsViewContext = createContext<TagsViewActor | null>(null);

export function useTagsViewActor(): TagsViewActor {
  const actor = useContext(TagsViewContext);
  if (!actor) throw new Error('useTagsViewActor: no TagsViewProvider above');
  return actor;
}

export function useTagsViewSelector<T>(selector: (snapshot: TagsViewSnapshot) => T): T {
  return useSelector(useTagsViewActor(), selector);
}
