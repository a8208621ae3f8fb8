/**
 * The visibility calls of a script (docs/scripts.md), one per machine event:
 *   POST /rocketScript/api/script/submitScript  {id}          author or ADMIN
 *   POST /rocketScript/api/script/showScript    {id}          ADMIN, OPERATE
 *   POST /rocketScript/api/script/returnScript  {id, reason}  ADMIN, OPERATE
 *   POST /rocketScript/api/script/hideScript    {id}          ADMIN, OPERATE
 *   POST /rocketScript/api/script/retireScript  {id}          ADMIN
 * What the machine refuses answers 409 `illegal_transition`; a lost race 409 `conflict`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { scriptContract } from '../../../contracts/resources/scripts.js';
import {
  returnScriptForm,
  SCRIPT_VISIBILITY_ACTION_ROLES,
  type ScriptActor,
  type ScriptVisibilityAction,
  scriptIdForm,
  scriptVisibilityChange,
} from '../../../contracts/scriptVisibility.js';
import type { ScriptVisibilityEvent } from '../../../machines/scriptVisibility.machine.js';
import type { ServerContext } from '../../context.js';
import { transitionRoute, transitionRoutes } from '../../flow/transitionRoutes.js';
import { ownershipProbe } from '../../resource/resource.js';
import { scriptResource } from './scripts.js';
import { changeVisibility, scriptActorOf } from './visibility.js';

const API = '/rocketScript/api';

export function scriptVisibilityRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const base = `${API}/${scriptContract.area}`;
  const event = <Body extends z.ZodType<{ id: number }>>(
    action: ScriptVisibilityAction,
    summary: string,
    body: Body,
    sample: Record<string, unknown>,
    eventOf: (body: z.infer<Body>, actor: ScriptActor) => ScriptVisibilityEvent,
  ) => transitionRoute({ path: `${base}/${action}Script`, roles: SCRIPT_VISIBILITY_ACTION_ROLES[action], summary, body, sample, eventOf });
  return transitionRoutes<ScriptActor, ScriptVisibilityEvent>({
    tags: ['script'],
    answer: scriptVisibilityChange,
    ownership: ownershipProbe(scriptResource, (id) => ({ body: { id } })),
    actorOf: scriptActorOf,
    run: (id, user, sent) => changeVisibility(ctx.db, id, user, sent),
    routes: [
      event('submit', 'Submit a draft or sent-back script to be shown (author or ADMIN)', scriptIdForm, {}, (_b, actor) => ({ type: 'SUBMIT', actor })),
      event('show', 'Show a submitted or hidden script to app users (ADMIN, OPERATE)', scriptIdForm, {}, (_b, actor) => ({ type: 'SHOW', actor })),
      event('return', 'Send a submitted script back to its author with a reason (ADMIN, OPERATE)', returnScriptForm, { reason: 'probe' }, (b, actor) => ({ type: 'RETURN', actor, reason: b.reason })),
      event('hide', 'Hide a shown script from app users (ADMIN, OPERATE)', scriptIdForm, {}, (_b, actor) => ({ type: 'HIDE', actor })),
      event('retire', 'Retire a script for good: it stays in figures and settlements (ADMIN)', scriptIdForm, {}, (_b, actor) => ({ type: 'RETIRE', actor })),
    ],
  });
}
