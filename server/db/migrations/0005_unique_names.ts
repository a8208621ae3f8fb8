import type { Kysely, Migration } from 'kysely';
import { BRAND_NAME_MAX } from '../../../contracts/brand.js';
import { nameKey } from '../../../contracts/nameKey.js';
import { COMPANY_NAME_MAX } from '../../../contracts/company.js';
import { COOPERATE_NAME_MAX, COOPERATE_PACKAGE_MAX } from '../../../contracts/cooperate.js';
import { CHANNEL_NAME_MAX, GAME_NAME_MAX } from '../../../contracts/game.js';
import type { Dialect } from '../schema.js';
import { isoTime, toJsonText } from '../values.js';
import { type Db, dropRequireValue, requireValue } from './ddl.js';

/** The audit event of a rename made here; the actor is the system (null). */
export const RENAME_DUPLICATE = 'RENAME_DUPLICATE';

export interface IdentifyingName {
  table: string;
  column: string;
  /** Columns the name is unique within. */
  within: readonly string[];
  auditEntity: string;
  /** The record field, as in audit payloads. */
  field: string;
  /** The n-th spelling of a duplicate, within the field's maximum length. */
  numbered(name: string, n: number): string;
}

/** The longest start of `text` (whole code points) of at most `units` UTF-16 units, as zod counts. */
function fit(text: string, units: number): string {
  let head = '';
  for (const ch of text) {
    if (head.length + ch.length > units) break;
    head += ch;
  }
  return head;
}

/** "Name (2)": the (trimmed) name shortened, never the number. */
export const spaced = (max: number) => (name: string, n: number) =>
  `${fit(name.trim(), max - ` (${n})`.length).trimEnd()} (${n})`;
/** "com.name_2": a package has no spaces or brackets, and no segment may end in a dot. */
export const packaged = (max: number) => (name: string, n: number) =>
  `${fit(name.trim(), max - `_${n}`.length).replace(/\.+$/, '')}_${n}`;

const NAMES: readonly IdentifyingName[] = [
  {
    table: 'games',
    column: 'game_name',
    within: [],
    auditEntity: 'game',
    field: 'gameName',
    numbered: spaced(GAME_NAME_MAX),
  },
  {
    table: 'game_channels',
    column: 'channel_name',
    within: ['game_id'],
    auditEntity: 'game_channel',
    field: 'channelName',
    numbered: spaced(CHANNEL_NAME_MAX),
  },
  {
    table: 'brands',
    column: 'brand_name',
    within: [],
    auditEntity: 'brand',
    field: 'brandName',
    numbered: spaced(BRAND_NAME_MAX),
  },
  {
    table: 'companies',
    column: 'name',
    within: [],
    auditEntity: 'company',
    field: 'name',
    numbered: spaced(COMPANY_NAME_MAX),
  },
  {
    table: 'cooperates',
    column: 'cooperate_name',
    within: [],
    auditEntity: 'cooperate',
    field: 'cooperateName',
    numbered: spaced(COOPERATE_NAME_MAX),
  },
  {
    table: 'cooperates',
    column: 'cooperate_package',
    within: [],
    auditEntity: 'cooperate',
    field: 'cooperatePackage',
    numbered: packaged(COOPERATE_PACKAGE_MAX),
  },
];

export const keyOf = (name: IdentifyingName) => `${name.column}_key`;
export const indexOf = (name: IdentifyingName) => `${name.table}_${keyOf(name)}_unique`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables named at run time, as in the migrations' DDL
export type LooseDb = Kysely<any>;

/**
 * Fills the key column and renames every later duplicate, oldest first (by created_at, then id):
 * the oldest keeps its name, each later one becomes the first free "Name (n)", with an audit row.
 */
export async function renameDuplicates(
  db: LooseDb,
  name: IdentifyingName,
  now: number,
  /** Migrations after 0006 also name the renamed record in its audit row. */
  withRecordName = false,
): Promise<void> {
  const key = keyOf(name);
  const rows = (await db
    .selectFrom(name.table)
    .select(['id', name.column, 'created_at', ...name.within])
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  const slot = (row: Record<string, unknown>, text: string) =>
    JSON.stringify([...name.within.map((c) => String(row[c])), nameKey(text)]);
  const taken = new Set(rows.map((row) => slot(row, String(row[name.column]))));
  const kept = new Set<string>();
  for (const row of rows) {
    const from = String(row[name.column]);
    if (!kept.has(slot(row, from))) {
      kept.add(slot(row, from));
      await db
        .updateTable(name.table)
        .set({ [key]: nameKey(from) })
        .where('id', '=', row.id)
        .execute();
      continue;
    }
    let n = 2;
    while (taken.has(slot(row, name.numbered(from, n)))) n += 1;
    const to = name.numbered(from, n);
    taken.add(slot(row, to));
    kept.add(slot(row, to));
    await db
      .updateTable(name.table)
      .set({ [name.column]: to, [key]: nameKey(to), updated_at: isoTime(now) })
      .where('id', '=', row.id)
      .execute();
    // The audit row as the table stood at this migration (its own SQL, not appendAudit, whose
    // columns grow with later migrations).
    await db
      .insertInto('audit_log')
      .values({
        at: isoTime(now),
        actor_id: null,
        entity: name.auditEntity,
        entity_id: String(row.id),
        event: RENAME_DUPLICATE,
        from_status: null,
        to_status: null,
        payload: toJsonText({ [name.field]: { from, to } }),
        ...(withRecordName && { record_name: to }),
      })
      .execute();
  }
}

/**
 * 0005: names that identify a record are unique, compared by their key (server/db/nameKey.ts):
 * a `<column>_key` column per name, filled here, existing duplicates renamed (nothing is
 * deleted), then NOT NULL and a unique index (within the game for a channel). In one
 * transaction on both databases. Down drops the keys and indexes; the renames stay.
 */
export function uniqueNames(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      const run = async (trx: LooseDb) => {
        const now = Date.now();
        for (const name of NAMES)
          await trx.schema.alterTable(name.table).addColumn(keyOf(name), 'text').execute();
        for (const name of NAMES) await renameDuplicates(trx, name, now);
        for (const name of NAMES) {
          await requireValue(trx, dialect, name.table, keyOf(name));
          await trx.schema
            .createIndex(indexOf(name))
            .on(name.table)
            .columns([...name.within, keyOf(name)])
            .unique()
            .execute();
        }
      };
      await (db.isTransaction
        ? run(db as LooseDb)
        : db.transaction().execute((trx) => run(trx as LooseDb)));
    },
    async down(db: Db) {
      for (const name of NAMES) {
        await db.schema.dropIndex(indexOf(name)).ifExists().execute();
        await dropRequireValue(db, dialect, name.table, keyOf(name));
        await db.schema.alterTable(name.table).dropColumn(keyOf(name)).execute();
      }
    },
  };
}
