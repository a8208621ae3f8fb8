/**
 * In-code migrations run by Kysely's Migrator (on PostgreSQL it takes a lock, so several
 * instances starting at once migrate once). One file per migration in `migrations/`; DDL
 * branches on the dialect where the two databases differ (`migrations/ddl.ts`).
 */
import { type Migration, type MigrationResultSet, Migrator } from 'kysely';
import { schemaChanged } from './connection.js';
import type { Database, Dialect } from './schema.js';
import { identity } from './migrations/0001_identity.js';
import { masterData } from './migrations/0002_master_data.js';
import { activity } from './migrations/0003_activity.js';
import { review } from './migrations/0004_review.js';
import { uniqueNames } from './migrations/0005_unique_names.js';
import { auditRecordNames } from './migrations/0006_audit_record_names.js';
import { scriptsCatalogue } from './migrations/0007_scripts_catalogue.js';
import { partnerPrices } from './migrations/0008_partner_prices.js';
import { scriptSignings } from './migrations/0009_script_signings.js';
import { releases } from './migrations/0010_releases.js';
import { pendingFiles } from './migrations/0011_pending_files.js';
import { cardKeys } from './migrations/0012_card_keys.js';
import { appEvents } from './migrations/0013_app_events.js';
import { articles } from './migrations/0016_articles.js';
import { reportIndexes } from './migrations/0017_report_indexes.js';
import { feedback } from './migrations/0014_feedback.js';
import { promotions } from './migrations/0015_promotions.js';
import { figureSummaries } from './migrations/0018_figure_summaries.js';
import { userCounts } from './migrations/0019_user_counts.js';
import { settlementTotals } from './migrations/0020_settlement_totals.js';
import { sessionActivity } from './migrations/0021_session_activity.js';
import { sessionIds } from './migrations/0023_session_ids.js';
import { mfa } from './migrations/0024_mfa.js';
import { settlementPages } from './migrations/0025_settlement_pages.js';
import { foldCaseFunction } from './migrations/0026_fold_case.js';

/** Every migration, in order. Add new ones at the end with the next number; never edit old ones. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_identity': identity(dialect),
    '0002_master_data': masterData(dialect),
    '0003_activity': activity(dialect),
    '0004_review': review(dialect),
    '0005_unique_names': uniqueNames(dialect),
    '0006_audit_record_names': auditRecordNames(dialect),
    '0007_scripts_catalogue': scriptsCatalogue(dialect),
    '0008_partner_prices': partnerPrices(dialect),
    '0009_script_signings': scriptSignings(dialect),
    '0010_releases': releases(dialect),
    '0011_pending_files': pendingFiles(),
    '0012_card_keys': cardKeys(dialect),
    '0013_app_events': appEvents(dialect),
    '0016_articles': articles(dialect),
    '0017_report_indexes': reportIndexes(),
    '0014_feedback': feedback(dialect),
    '0015_promotions': promotions(dialect),
    '0018_figure_summaries': figureSummaries(dialect),
    '0019_user_counts': userCounts(dialect),
    '0020_settlement_totals': settlementTotals(dialect),
    '0021_session_activity': sessionActivity(),
    '0023_session_ids': sessionIds(dialect),
    '0024_mfa': mfa(dialect),
    '0025_settlement_pages': settlementPages(),
    '0026_fold_case': foldCaseFunction(dialect),
  };
}

/** Brings the database to the latest schema; throws with the failing migration's error. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  return migrate(database, (migrator) => migrator.migrateToLatest());
}

/** Brings the database up (or down) to the named migration (tests of a migration start there). */
export async function migrateTo(database: Database, name: string): Promise<string[]> {
  return migrate(database, (migrator) => migrator.migrateTo(name));
}

/** The migrations this code knows that the database has not run yet (readiness: none). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
  });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

async function migrate(database: Database, step: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
  });
  const { error, results } = await step(migrator).finally(() => schemaChanged(database));
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
