/** POST /api/user/sendPhoneCode: a verification code for registering or retrieving a password. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPhoneCodeForm, type SendPhoneCodeAnswer } from '../../../contracts/auth.js';
import type { ServerContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { issuePhoneCode } from './codes.js';

const sendPhoneCodeAnswer = z.object({
  resendAfter: z.number().int().describe('Seconds until another code may be requested for this phone'),
  expiresIn: z.number().int().describe('Seconds the code stays valid'),
}) satisfies z.ZodType<SendPhoneCodeAnswer>;

export function phoneCodeRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/rocketScript/api/user/sendPhoneCode',
      {
        config: { access: 'public' },
        schema: {
          tags: ['user'],
          summary: 'Send a 6-digit code (register, or retrieve: same answer whether or not the phone is registered)',
          body: sendPhoneCodeForm,
          response: answers(sendPhoneCodeAnswer),
        },
      },
      async (request) => ok(await issuePhoneCode(ctx, request.body.phone, request.body.purpose, request.ip)),
    );
  };
}
