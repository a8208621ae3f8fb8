/**
 * The app's feedback calls (docs/feedback.md), for signed-in app users (`access: 'app'`; back-office
 * accounts get 403):
 *   POST /api/app/sendFeedback {clientId, text, …}   one feedback, stored once per clientId
 *   POST /api/app/myFeedback {page?, size?}           the caller's own, with status and reply
 * and the screenshot upload before them (./screenshotRoutes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_FEEDBACK_PATH, myFeedbackPage, myFeedbackQuery, myFeedbackRecord, sendFeedbackForm } from '../../../contracts/feedback.js';
import type { ServerContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { answers, ok } from '../../http/envelope.js';
import { myFeedback, sendFeedback, type FeedbackDeps } from './send.js';

const API = `/rocketScript${APP_FEEDBACK_PATH}`;

export function feedbackAppRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const deps: FeedbackDeps = { db: ctx.db, secret: ctx.secret, throttle: ctx.throttle, limits: ctx.config.limits };
  return async (app) => {
    app.post(
      `${API}/sendFeedback`,
      {
        // Probe: an empty text, refused with 400 before anything is stored or counted.
        config: { access: 'app', probe: { body: { clientId: 'probe-0001', text: '', appVersion: '1', deviceId: 'probe-device' } } },
        schema: {
          tags: ['app'],
          summary: 'Send feedback (app users): text, optional contact, script and up to 3 uploaded screenshots; the same clientId answers the feedback stored the first time',
          body: sendFeedbackForm,
          response: answers(myFeedbackRecord),
        },
      },
      async (request) => ok(await sendFeedback(deps, currentUser(request).user.id, request.body)),
    );

    app.post(
      `${API}/myFeedback`,
      {
        config: { access: 'app', probe: { body: {} } },
        schema: {
          tags: ['app'],
          summary: "The signed-in app user's own feedback, newest first, with its status and the platform's reply",
          body: myFeedbackQuery,
          response: answers(myFeedbackPage),
        },
      },
      async (request) => ok(await myFeedback(deps, currentUser(request).user.id, request.body)),
    );
  };
}
