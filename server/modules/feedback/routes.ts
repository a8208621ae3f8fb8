/**
 * The feedback calls (docs/feedback.md):
 *   GET  /api/feedback/queryFeedback, exportFeedback   the feedback desk's list (ADMIN)
 *   POST /api/feedback/takeFeedback {id}               TAKE   (the feedback machine)
 *   POST /api/feedback/replyFeedback {id, reply}       REPLY
 *   POST /api/feedback/closeFeedback {id}              CLOSE
 *   POST /api/feedback/reopenFeedback {id}             REOPEN
 * and the app's: uploadScreenshot, sendFeedback, myFeedback (./appRoutes.ts, ./screenshotRoutes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FeedbackActor, feedbackChange, feedbackIdForm, replyFeedbackForm } from '../../../contracts/feedback.js';
import { FEEDBACK_ACTION_ROLES } from '../../../contracts/permissions.js';
import type { FeedbackEvent } from '../../../machines/feedback.machine.js';
import type { ServerContext } from '../../context.js';
import { transitionRoute, transitionRoutes } from '../../flow/transitionRoutes.js';
import { scheduleHousekeeping } from '../../db/housekeeping.js';
import { resourceRoutes } from '../../resource/resource.js';
import { openScreenshotStorage } from '../files/stores.js';
import { feedbackAppRoutes } from './appRoutes.js';
import { changeFeedback } from './flow.js';
import { feedbackResource } from './resource.js';
import { screenshotRoutes } from './screenshotRoutes.js';
import { sweepFeedbackUploads } from './uploadSweep.js';

const API = '/rocketScript/api/feedback';
const HOUR_MS = 60 * 60 * 1000;

export function feedbackModuleRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(resourceRoutes(ctx, feedbackResource(ctx.secret)));
    const screenshots = await openScreenshotStorage(ctx.config);
    await app.register(screenshotRoutes(ctx, screenshots));
    const stopSweep = scheduleHousekeeping(ctx.db, HOUR_MS, (error) => app.log.warn({ err: error }, 'screenshot sweep failed'), [
      async (db) => {
        const removed = await sweepFeedbackUploads(db, screenshots);
        if (removed.length > 0) app.log.info({ removed }, 'unattached screenshots removed');
      },
    ]);
    app.addHook('onClose', async () => stopSweep());
    await app.register(feedbackAppRoutes(ctx));
    const idOnly = (type: 'TAKE' | 'CLOSE' | 'REOPEN', action: keyof typeof FEEDBACK_ACTION_ROLES, summary: string) =>
      transitionRoute({
        path: `${API}/${action}`,
        roles: FEEDBACK_ACTION_ROLES[action],
        summary,
        body: feedbackIdForm,
        eventOf: (_body, actor: FeedbackActor): FeedbackEvent => ({ type, actor }),
      });
    await app.register(
      transitionRoutes<FeedbackActor, FeedbackEvent>({
        tags: ['feedback'],
        answer: feedbackChange,
        actorOf: (user) => ({ id: user.id, roles: user.roles }),
        run: (id, user, event) => changeFeedback(ctx.db, id, user.id, event),
        routes: [
          idOnly('TAKE', 'takeFeedback', 'Take up a new feedback: the caller becomes its handler'),
          transitionRoute({
            path: `${API}/replyFeedback`,
            roles: FEEDBACK_ACTION_ROLES.replyFeedback,
            summary: 'Reply to a feedback in progress (1 to 2000 characters); the app user reads it in myFeedback',
            body: replyFeedbackForm,
            sample: { reply: 'probe' },
            eventOf: (body, actor: FeedbackActor): FeedbackEvent => ({ type: 'REPLY', actor, reply: body.reply }),
          }),
          idOnly('CLOSE', 'closeFeedback', 'Close a feedback (final): answered, or nothing to answer'),
          idOnly('REOPEN', 'reopenFeedback', 'Reopen a replied feedback that needs a follow-up; its reply is kept'),
        ],
      }),
    );
  };
}
