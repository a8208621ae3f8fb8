/**
 * The calls of a status flow (docs/flows.md), declared as data: one POST per machine event,
 * `{id, ...}` in, the change out, each run through the flow's transition step
 * (./recordTransition.ts: 404 out of reach, 409 refused or lost race, compare-and-set, audit
 * row in the same transaction). Every route gets its roles and its permission-test probe
 * (a record that does not exist; with `ownership`, someone else's record) the same way.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Role } from '../../contracts/roles.js';
import { type AuthUser, currentUser, type OwnershipProbe, PROBE_MISSING_ID } from '../http/access.js';
import { answers, ok } from '../http/envelope.js';

export interface TransitionRoute<Actor, Event> {
  /** The whole path, e.g. `/rocketScript/api/active/applyActive`. */
  path: string;
  roles: readonly Role[];
  summary: string;
  body: z.ZodType<{ id: number }>;
  /** The body's other fields for the permission test's probe. */
  sample?: Record<string, unknown>;
  eventOf(body: { id: number } & Record<string, unknown>, actor: Actor): Event;
}

export interface FlowRoutes<Actor, Event> {
  tags: string[];
  /** The change every route answers. */
  answer: z.ZodType;
  /** How the permission test reaches a record this caller does not own (undefined: no owners). */
  ownership?: OwnershipProbe;
  actorOf(user: AuthUser): Actor;
  /** Refusals before the machine is asked (e.g. one's own account). */
  guard?(body: { id: number }, user: AuthUser): void;
  /** Runs the event on record `id` in its own transaction and answers the change. */
  run(id: number, user: AuthUser, event: Event): Promise<unknown>;
  routes: readonly TransitionRoute<Actor, Event>[];
}

export function transitionRoutes<Actor, Event>(flow: FlowRoutes<Actor, Event>): FastifyPluginAsyncZod {
  return async (app) => {
    for (const route of flow.routes) {
      const sample = route.sample ?? {};
      app.post(
        route.path,
        {
          config: {
            access: { roles: route.roles },
            probe: {
              body: { id: PROBE_MISSING_ID, ...sample },
              ...(flow.ownership && {
                ownership: { ...flow.ownership, request: (id: number) => ({ body: { id, ...sample } }) },
              }),
            },
          },
          schema: { tags: flow.tags, summary: route.summary, body: route.body, response: answers(flow.answer) },
        },
        async (request) => {
          const user = currentUser(request).user;
          const input = request.body as { id: number } & Record<string, unknown>;
          flow.guard?.(input, user);
          return ok(await flow.run(input.id, user, route.eventOf(input, flow.actorOf(user))));
        },
      );
    }
  };
}

/** One route, its event built from the body its schema validated. */
export function transitionRoute<Actor, Event, Body extends z.ZodType<{ id: number }>>(route: {
  path: string;
  roles: readonly Role[];
  summary: string;
  body: Body;
  sample?: Record<string, unknown>;
  eventOf(body: z.infer<Body>, actor: Actor): Event;
}): TransitionRoute<Actor, Event> {
  return route as unknown as TransitionRoute<Actor, Event>;
}
