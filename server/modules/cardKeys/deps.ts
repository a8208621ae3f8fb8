/** What the card key work needs, from a request's server context or from the demo seed. */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ServerContext } from '../../context.js';
import type { DB, Dialect } from '../../db/schema.js';
import type { CardKeyVault } from './secrets.js';

export interface CardKeyDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  vault: CardKeyVault;
  /** The platform's currency: a new group's price is in it. */
  currency: string;
}

export function cardKeyDeps(ctx: ServerContext): CardKeyDeps {
  return { db: ctx.db, dialect: ctx.database.dialect, vault: ctx.cardKeys, currency: ctx.config.currency };
}

/**
 * A key's status as the lists show it: a redeemed key whose `expiresAt` has passed reads
 * `expired` at once, before the hourly sweep records its EXPIRE (./keyFlow.ts).
 */
export function shownStatus(keys: string, nowIso: string): RawBuilder<string> {
  const status = sql.ref(`${keys}.status`);
  return sql<string>`case when ${status} = 'redeemed' and ${sql.ref(`${keys}.expires_at`)} <= ${nowIso} then 'expired' else ${status} end`;
}
