/**
 * The tags bar of visited views (docs/routes.md): visited views, cached views (for keep-alive),
 * affixed tags that cannot be closed, refresh through /redirect, cleared on logout.
 * Navigation is not done here: the machine emits `navigate` and the layout follows it.
 */
import { assign, emit, setup } from 'xstate';

export interface TagView {
  /** Route path without query, the tag's identity. */
  path: string;
  /** Path with query and hash, where clicking the tag goes. */
  fullPath: string;
  /** Route name; cached views are kept by name. */
  name: string;
  /** Translation key of the title. */
  titleKey: string;
  affix?: boolean;
  noCache?: boolean;
}

export interface TagsViewContext {
  visitedViews: TagView[];
  cachedViews: string[];
}

export type TagsViewEvent =
  | { type: 'INIT_AFFIX'; views: TagView[] }
  | { type: 'ADD'; view: TagView }
  | { type: 'CLOSE'; path: string; activePath: string }
  | { type: 'CLOSE_OTHERS'; path: string }
  | { type: 'CLOSE_ALL'; activePath: string }
  | { type: 'REFRESH'; path: string }
  | { type: 'CLEAR' };

export type TagsViewEmitted = { type: 'navigate'; to: string; replace?: boolean };

export const DEFAULT_VIEW_PATH = '/dashboard';

function cacheable(view: TagView): boolean {
  return !!view.name && !view.noCache;
}

function withView(views: TagView[], view: TagView): TagView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index === -1) return [...views, view];
  // Same view, new query: keep its place, update where it goes.
  return views.map((v, i) => (i === index ? { ...v, fullPath: view.fullPath } : v));
}

/** Where to go when the active view was closed: the last remaining tag, else the dashboard. */
function fallbackPath(views: TagView[]): string {
  const last = views[views.length - 1];
  return last ? last.fullPath : DEFAULT_VIEW_PATH;
}

export const tagsViewMachine = setup({
  types: {
    context: {} as TagsViewContext,
    events: {} as TagsViewEvent,
    emitted: {} as TagsViewEmitted,
  },
}).createMachine({
  id: 'tagsView',
  context: { visitedViews: [], cachedViews: [] },
  initial: 'active',
  states: {
    active: {
      on: {
        INIT_AFFIX: {
          actions: assign({
            visitedViews: ({ context, event }) =>
              event.views.filter((v) => v.affix).reduce(withView, context.visitedViews),
          }),
        },
        ADD: {
          actions: assign({
            visitedViews: ({ context, event }) => withView(context.visitedViews, event.view),
            cachedViews: ({ context, event }) =>
              cacheable(event.view) && !context.cachedViews.includes(event.view.name)
                ? [...context.cachedViews, event.view.name]
                : context.cachedViews,
          }),
        },
        CLOSE: {
          guard: ({ context, event }) => context.visitedViews.some((v) => v.path === event.path && !v.affix),
          actions: [
            assign(({ context, event }) => {
              const closing = context.visitedViews.find((v) => v.path === event.path);
              return {
                visitedViews: context.visitedViews.filter((v) => v.path !== event.path),
                cachedViews: context.cachedViews.filter((name) => name !== closing?.name),
              };
            }),
            emit(({ context, event }) =>
              event.path === event.activePath
                ? { type: 'navigate' as const, to: fallbackPath(context.visitedViews) }
                : { type: 'navigate' as const, to: event.activePath, replace: true },
            ),
          ],
        },
        CLOSE_OTHERS: {
          actions: assign(({ context, event }) => {
            const kept = context.visitedViews.filter((v) => v.affix || v.path === event.path);
            const keptView = context.visitedViews.find((v) => v.path === event.path);
            return {
              visitedViews: kept,
              cachedViews: context.cachedViews.filter((name) => name === keptView?.name),
            };
          }),
        },
        CLOSE_ALL: {
          actions: [
            assign({
              visitedViews: ({ context }) => context.visitedViews.filter((v) => v.affix),
              cachedViews: [],
            }),
            emit(({ context, event }) => {
              const stillOpen = context.visitedViews.some((v) => v.path === event.activePath);
              return { type: 'navigate' as const, to: stillOpen ? event.activePath : fallbackPath(context.visitedViews) };
            }),
          ],
        },
        REFRESH: {
          // Drop the cached instance, then go through /redirect so the screen mounts anew.
          actions: [
            assign({
              cachedViews: ({ context, event }) => {
                const view = context.visitedViews.find((v) => v.path === event.path);
                return context.cachedViews.filter((name) => name !== view?.name);
              },
            }),
            emit(({ context, event }) => {
              const view = context.visitedViews.find((v) => v.path === event.path);
              return { type: 'navigate' as const, to: `/redirect${view?.fullPath ?? event.path}`, replace: true };
            }),
          ],
        },
        CLEAR: { actions: assign({ visitedViews: [], cachedViews: [] }) },
      },
    },
  },
});
