/**
 * buildApp: the whole HTTP application on a given database, used by main.ts and by the tests
 * (which build one per database and listen on port 0). The caller owns the database: it opens
 * and migrates it before, and closes it after `app.close()`.
 */
import { mkdirSync } from 'node:fs';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { ServerContext } from './context.js';
import type { Database } from './db/schema.js';
import { demoModeOf } from './db/demoDatabase.js';
import { pruneExpired, scheduleHousekeeping } from './db/housekeeping.js';
import { syncSettlements } from './modules/active/settlementFigures.js';
import { foldAllSettlementTotals, SETTLEMENT_FOLD_MS } from './modules/active/settlementTotals.js';
import { resolveAppSecret } from './db/settings.js';
import { installAccessControl } from './http/access.js';
import { installBodyParsers } from './http/bodies.js';
import { installControlCharacterGuard } from './http/controlCharacters.js';
import { installErrorHandler } from './http/errors.js';
import { installOpenApi } from './http/openapi.js';
import { installSecurityHeaders } from './http/security.js';
import { installRequestLog, requestIdOf } from './http/requestLog.js';
import { installSpa } from './http/spa.js';
import { Throttle } from './http/throttle.js';
import { answerClientError } from './http/clientErrors.js';
import { slowClientOptions } from './http/timeouts.js';
import { zodValidatorCompiler } from './http/validation.js';
import { devRoutes } from './modules/dev/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { openCoverStorage, openReleaseStorage } from './modules/files/stores.js';
import { phoneCodeRoutes } from './modules/phoneCode/routes.js';
import { LogPhoneSender, OutboxPhoneSender, type PhoneSender } from './modules/phoneCode/sender.js';
import { platformRoutes } from './modules/platform/routes.js';
import { healthRoutes } from './modules/ops/healthRoutes.js';
import { installMetrics } from './modules/ops/metrics.js';
import { chartRoutes } from './modules/active/charts.js';
import { settlementRoutes } from './modules/active/settlementRoutes.js';
import { auditRoutes } from './modules/audit/auditRoutes.js';
import { dashboardRoutes } from './modules/dashboard/dashboardRoutes.js';
import { sweepStoredOrphans } from './modules/files/storedFileSweep.js';
import { pruneLaunchMarks } from './modules/ingest/launchMarks.js';
import { releaseModuleRoutes } from './modules/releases/routes.js';
import { cardKeyModuleRoutes } from './modules/cardKeys/routes.js';
import { ingestRoutes } from './modules/ingest/routes.js';
import { articleModuleRoutes } from './modules/articles/routes.js';
import { feedbackModuleRoutes } from './modules/feedback/routes.js';
import { promotionModuleRoutes } from './modules/promotions/routes.js';
import { sweepPromotions } from './modules/promotions/promotionSweep.js';
import { expireDueCardKeys } from './modules/cardKeys/keyFlow.js';
import { openCardKeyVault } from './modules/cardKeys/secrets.js';
import { AUDIT_RESOURCES, FIGURE_RESOURCES, RELEASE_RESOURCES, REPORT_RESOURCES, RESOURCES, REVIEW_RESOURCES } from './modules/resources.js';
import { reportRoutes } from './modules/reports/routes.js';
import { reviewRoutes } from './modules/review/reviewRoutes.js';
import { scriptOrderRoutes } from './modules/scripts/showOrderRoutes.js';
import { scriptVisibilityRoutes } from './modules/scripts/visibilityRoutes.js';
import { userMembershipRoutes } from './modules/useradmin/memberships.js';
import { partnerPriceRoutes } from './modules/masterData/partnerPriceRoutes.js';
import { userAdminRoutes } from './modules/useradmin/routes.js';
import { userSessionAdminRoutes } from './modules/useradmin/sessionRoutes.js';
import { userMfaAdminRoutes } from './modules/useradmin/mfaReset.js';
import { mfaRoutes } from './modules/mfa/routes.js';
import { passwordRoutes } from './modules/user/passwordRoutes.js';
import { profileRoutes } from './modules/user/profileRoutes.js';
import { resourceRoutes } from './resource/resource.js';
import { resolveSession } from './modules/user/sessions.js';
import { responseSerializerCompiler } from './http/responseSerializer.js';
import { signInRoutes } from './modules/user/signInRoutes.js';
import { sessionRoutes } from './modules/user/sessionRoutes.js';

export interface AppDeps {
  config: Config;
  /** Open and migrated. */
  database: Database;
  /** Delivers phone codes; default: the log (and in demo mode the outbox) sender. */
  phoneSender?: PhoneSender;
  /** Fastify logger option; default: JSON logs at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
}

export type App = FastifyInstance;

/** How often ended sessions, dead codes and spent counters are deleted. */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: ['req.headers.authorization'] },
    // One line per request, written by installRequestLog, with the id the answer and the browser show.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    ...slowClientOptions(config.httpTimeouts),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  mkdirSync(config.uploadsDir, { recursive: true });
  const secret = await resolveAppSecret(database.db, config.appSecret);
  const demoMode = await demoModeOf(config, database.db);
  const ctx: ServerContext = {
    config,
    database,
    db: database.db,
    secret,
    throttle: new Throttle(database.db),
    phoneSender: deps.phoneSender ?? (demoMode ? new OutboxPhoneSender(database.db, app.log) : new LogPhoneSender(app.log)),
    demoMode,
    covers: await openCoverStorage(config),
    releases: await openReleaseStorage(config),
    cardKeys: await openCardKeyVault(config, database.db),
  };

  installErrorHandler(app);
  // First, so that every answer (a refusal by the access check too) carries its id.
  installRequestLog(app);
  installMetrics(app, ctx);
  installAccessControl(app, (token) => resolveSession(database.db, token, Date.now(), config.sessionIdle));
  await installSecurityHeaders(app);
  await installBodyParsers(app, config.bodyLimit);
  // After the body parsers, whose own hook reads multipart fields into the body it checks.
  installControlCharacterGuard(app);
  await installOpenApi(app);

  await app.register(signInRoutes(ctx));
  await app.register(passwordRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(sessionRoutes(ctx));
  await app.register(mfaRoutes(ctx));
  await app.register(phoneCodeRoutes(ctx));
  await app.register(fileRoutes(ctx));
  await app.register(platformRoutes(ctx));
  await app.register(healthRoutes(ctx));
  for (const resource of [...RESOURCES, ...FIGURE_RESOURCES, ...REVIEW_RESOURCES, ...AUDIT_RESOURCES, ...RELEASE_RESOURCES, ...REPORT_RESOURCES]) {
    await app.register(resourceRoutes(ctx, resource));
  }
  await app.register(chartRoutes(ctx));
  await app.register(partnerPriceRoutes(ctx));
  await app.register(settlementRoutes(ctx));
  await app.register(reviewRoutes(ctx));
  await app.register(scriptVisibilityRoutes(ctx));
  await app.register(scriptOrderRoutes(ctx));
  await app.register(releaseModuleRoutes(ctx));
  await app.register(cardKeyModuleRoutes(ctx));
  await app.register(ingestRoutes(ctx));
  await app.register(articleModuleRoutes(ctx));
  await app.register(reportRoutes(ctx));
  await app.register(feedbackModuleRoutes(ctx));
  await app.register(promotionModuleRoutes(ctx));
  await app.register(auditRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(userAdminRoutes(ctx));
  await app.register(userMembershipRoutes(ctx));
  await app.register(userSessionAdminRoutes(ctx));
  await app.register(userMfaAdminRoutes(ctx));
  if (demoMode) await app.register(devRoutes(ctx));

  await installSpa(app, config.distDir);

  // Hourly: prune what expired (and launch marks no late event can reach), bring the month
  // records in step with the days, record card keys whose time is up, sweep orphan files.
  const stopHousekeeping = scheduleHousekeeping(
    database.db,
    HOUSEKEEPING_INTERVAL_MS,
    (error) => app.log.warn({ err: error }, 'housekeeping failed'),
    [pruneExpired, (db) => pruneLaunchMarks(db), (db) => syncSettlements(db), (db) => expireDueCardKeys(db), async (db) => {
      const removed = await sweepStoredOrphans(db, ctx.releases);
      if (removed.length > 0) app.log.info({ removed }, 'orphan files removed');
    }],
  );
  // Promotions start and end on time: a sweep of its own, every PROMOTION_SWEEP_SECONDS.
  const stopPromotionSweep = scheduleHousekeeping(database.db, config.promotionSweepMs,
    (error) => app.log.warn({ err: error }, 'promotion sweep failed'), [(db) => sweepPromotions(db)]);
  // The month records' totals take in their latest changes (docs/scale.md).
  const stopSettlementFold = scheduleHousekeeping(database.db, SETTLEMENT_FOLD_MS,
    (error) => app.log.warn({ err: error }, 'settlement totals fold failed'), [(db) => foldAllSettlementTotals(db)]);
  app.addHook('onClose', async () => {
    stopHousekeeping();
    stopPromotionSweep();
    stopSettlementFold();
  });
  return app;
}
