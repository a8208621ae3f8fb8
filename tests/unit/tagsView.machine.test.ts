import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tagsViewMachine, type TagView, type TagsViewEmitted } from '@machines/tagsView.machine';

const dashboard: TagView = { path: '/dashboard', fullPath: '/dashboard', name: 'Dashboard', titleKey: 'dashboard', affix: true };
const games: TagView = { path: '/wn/game-admin', fullPath: '/wn/game-admin', name: 'GameAdmin', titleKey: 'gameAdmin' };
const users: TagView = { path: '/useradmin/useradmin-admin', fullPath: '/useradmin/useradmin-admin?page=2', name: 'UserAdmin', titleKey: 'userAdmin' };
const chart: TagView = { path: '/charts/active-chart', fullPath: '/charts/active-chart', name: 'ActiveChart', titleKey: 'activeChart', noCache: true };

function start() {
  const actor = createActor(tagsViewMachine).start();
  const navigations: TagsViewEmitted[] = [];
  actor.on('navigate', (event) => navigations.push(event));
  actor.send({ type: 'INIT_AFFIX', views: [dashboard, games] }); // only affixed ones are kept
  for (const view of [games, users, chart]) actor.send({ type: 'ADD', view });
  return { actor, navigations, paths: () => actor.getSnapshot().context.visitedViews.map((v) => v.path) };
}

describe('tags view machine', () => {
  it('starts with the affixed tags only (games is not affixed), then adds each visited view once', () => {
    const { actor, paths } = start();
    expect(paths()).toEqual(['/dashboard', '/wn/game-admin', '/useradmin/useradmin-admin', '/charts/active-chart']);
    actor.send({ type: 'ADD', view: { ...games, fullPath: '/wn/game-admin?gameName=x' } });
    expect(paths()).toHaveLength(4);
    expect(actor.getSnapshot().context.visitedViews[1]?.fullPath).toBe('/wn/game-admin?gameName=x');
  });

  it('caches views by name except noCache ones', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.cachedViews).toEqual(['GameAdmin', 'UserAdmin']);
  });

  it('closes a tag, uncaches it and goes to the last tag when it was active', () => {
    const { actor, paths, navigations } = start();
    actor.send({ type: 'CLOSE', path: '/charts/active-chart', activePath: '/charts/active-chart' });
    expect(paths()).not.toContain('/charts/active-chart');
    expect(navigations.at(-1)).toEqual({ type: 'navigate', to: '/useradmin/useradmin-admin?page=2' });
    actor.send({ type: 'CLOSE', path: '/wn/game-admin', activePath: '/useradmin/useradmin-admin' });
    expect(actor.getSnapshot().context.cachedViews).toEqual(['UserAdmin']);
  });

  it('never closes an affixed tag', () => {
    const { actor, paths, navigations } = start();
    actor.send({ type: 'CLOSE', path: '/dashboard', activePath: '/dashboard' });
    expect(paths()).toContain('/dashboard');
    expect(navigations).toHaveLength(0);
  });

  it('close others keeps the affixed tags and the chosen one', () => {
    const { actor, paths } = start();
    actor.send({ type: 'CLOSE_OTHERS', path: '/useradmin/useradmin-admin' });
    expect(paths()).toEqual(['/dashboard', '/useradmin/useradmin-admin']);
    expect(actor.getSnapshot().context.cachedViews).toEqual(['UserAdmin']);
  });

  it('close all keeps the affixed tags and leaves the closed view', () => {
    const { actor, paths, navigations } = start();
    actor.send({ type: 'CLOSE_ALL', activePath: '/charts/active-chart' });
    expect(paths()).toEqual(['/dashboard']);
    expect(actor.getSnapshot().context.cachedViews).toEqual([]);
    expect(navigations.at(-1)?.to).toBe('/dashboard');
  });

  it('refreshes through /redirect after dropping the cached instance', () => {
    const { actor, navigations } = start();
    actor.send({ type: 'REFRESH', path: '/useradmin/useradmin-admin' });
    expect(actor.getSnapshot().context.cachedViews).toEqual(['GameAdmin']);
    expect(navigations.at(-1)).toEqual({ type: 'navigate', to: '/redirect/useradmin/useradmin-admin?page=2', replace: true });
  });

  it('forgets everything on CLEAR (logout)', () => {
    const { actor } = start();
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context).toEqual({ visitedViews: [], cachedViews: [] });
  });
});
