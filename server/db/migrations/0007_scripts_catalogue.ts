import { type ColumnDefinitionBuilder, type Migration, sql } from 'kysely';
import { SCRIPT_NAME_MAX } from '../../../contracts/script.js';
import type { Dialect } from '../schema.js';
import { type Db, dropRequireValue, fillAppendOnly, requireValue } from './ddl.js';
import {
  type IdentifyingName,
  indexOf,
  keyOf,
  type LooseDb,
  renameDuplicates,
  spaced,
} from './0005_unique_names.js';

const SCRIPT_NAME: IdentifyingName = {
  table: 'scripts',
  column: 'script_name',
  within: [],
  auditEntity: 'script',
  field: 'scriptName',
  numbered: spaced(SCRIPT_NAME_MAX),
};

const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;

/**
 * 0007: the scripts catalogue (docs/scripts.md). The columns the catalogue screens need beside
 * the ones activity needed; unique script names (a later duplicate renamed, as 0005 did for
 * other names); the visibility status; the labels. Scripts already there were on sale with activity: they
 * start shown, their author's nickname as authorNick.
 */
export function scriptsCatalogue(dialect: Dialect): Migration {
  const columns: [string, 'text' | 'integer', (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder][] = [
    ['game_id', 'integer', (c) => c.references('games.id')],
    ['script_param', 'text', (c) => c.notNull().defaultTo('{}')],
    ['script_explain', 'text', (c) => c.notNull().defaultTo('')],
    // The labels as a JSON array of strings: read with the row, diffed and audited like any field.
    ['script_label', 'text', (c) => c.notNull().defaultTo('[]')],
    ['cache_switch', 'integer', (c) => c.notNull().defaultTo(0).check(flag('cache_switch'))],
    ['image_url', 'text', (c) => c],
    ['author_nick', 'text', (c) => c.notNull().defaultTo('')],
    ['charge_switch', 'integer', (c) => c.notNull().defaultTo(0).check(flag('charge_switch'))],
    ['is_tvip', 'integer', (c) => c.notNull().defaultTo(0).check(flag('is_tvip'))],
    ['is_fts', 'integer', (c) => c.notNull().defaultTo(0).check(flag('is_fts'))],
    [
      'status',
      'text',
      (c) =>
        c
          .notNull()
          .defaultTo('draft')
          .check(sql`status in ('draft', 'submitted', 'returned', 'shown', 'hidden', 'retired')`),
    ],
    ['return_reason', 'text', (c) => c],
    ['source', 'text', (c) => c.notNull().defaultTo('platform').check(sql`source in ('platform', 'thirdParty')`)],
    ['vendor_name', 'text', (c) => c.notNull().defaultTo('')],
    ['vendor_contact', 'text', (c) => c.notNull().defaultTo('')],
    ['external_url', 'text', (c) => c],
    ['show_order', 'integer', (c) => c],
  ];
  return {
    async up(db: Db) {
      const run = async (trx: LooseDb) => {
        for (const [name, type, build] of columns)
          await trx.schema.alterTable('scripts').addColumn(name, type, build).execute();
        await trx.schema.alterTable('scripts').addColumn(keyOf(SCRIPT_NAME), 'text').execute();
        await renameDuplicates(trx, SCRIPT_NAME, Date.now(), true);
        await requireValue(trx, dialect, 'scripts', keyOf(SCRIPT_NAME));
        await trx.schema.createIndex(indexOf(SCRIPT_NAME)).on('scripts').column(keyOf(SCRIPT_NAME)).unique().execute();
        await sql`UPDATE scripts SET status = 'shown',
          author_nick = COALESCE((SELECT u.nickname FROM users u WHERE u.id = scripts.owner_id), '')`.execute(trx);
        await trx.schema.createIndex('scripts_status_idx').on('scripts').columns(['status', 'id']).execute();
        await trx.schema.createIndex('scripts_game_idx').on('scripts').column('game_id').execute();
      };
      await (db.isTransaction ? run(db as LooseDb) : db.transaction().execute((trx) => run(trx as LooseDb)));
      // Script audit rows without a name (written before 0006 named rows, or renamed by a down and
      // up again): the script's name now, else the name their own payload carries.
      const payloadName =
        dialect === 'postgres' ? `(payload::jsonb ->> 'scriptName')` : `json_extract(payload, '$.scriptName')`;
      await fillAppendOnly(db, dialect, 'audit_log', async (trx) => {
        await sql
          .raw(
            `UPDATE audit_log SET record_name = COALESCE(` +
              `(SELECT x.script_name FROM scripts x WHERE CAST(x.id AS TEXT) = audit_log.entity_id), ${payloadName}) ` +
              `WHERE entity = 'script' AND record_name IS NULL`,
          )
          .execute(trx);
      });
    },
    async down(db: Db) {
      for (const index of ['scripts_game_idx', 'scripts_status_idx', indexOf(SCRIPT_NAME)])
        await db.schema.dropIndex(index).ifExists().execute();
      await dropRequireValue(db, dialect, 'scripts', keyOf(SCRIPT_NAME));
      for (const name of [keyOf(SCRIPT_NAME), ...columns.map(([n]) => n).reverse()])
        await db.schema.alterTable('scripts').dropColumn(name).execute();
    },
  };
}
