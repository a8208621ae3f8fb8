import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, fillAppendOnly } from './ddl.js';

/** A record of `table` (with a join) whose id is the audit row's record id. */
const rowOf = (table: string, alias: string, join = '') =>
  `FROM ${table} ${alias} ${join} WHERE CAST(${alias}.id AS TEXT) = audit_log.entity_id`;

/**
 * Each audited entity's name as the rows already written are named: from the record as it is
 * now. These are the names contracts/recordNames.ts composes, written out in SQL once: this
 * migration must keep doing what it did whatever that file becomes.
 */
const NAME_NOW: Record<string, string> = {
  settlement:
    `(SELECT CASE st.kind WHEN 'script' THEN (SELECT sc.script_name FROM scripts sc WHERE sc.id = st.subject_id) ` +
    `ELSE (SELECT c.cooperate_name FROM cooperates c WHERE c.id = st.subject_id) END || ' · ' || st.month ` +
    `${rowOf('settlements', 'st')})`,
  user:
    `(SELECT CASE WHEN trim(u.nickname) <> '' AND lower(trim(u.nickname)) <> lower(u.username) ` +
    `THEN u.username || ' (' || trim(u.nickname) || ')' ELSE u.username END ${rowOf('users', 'u')})`,
  config: `(SELECT x.config_name ${rowOf('configs', 'x')})`,
  linker: `(SELECT x.linker_name ${rowOf('linkers', 'x')})`,
  company: `(SELECT x.name ${rowOf('companies', 'x')})`,
  cooperate: `(SELECT x.cooperate_name ${rowOf('cooperates', 'x')})`,
  game: `(SELECT x.game_name ${rowOf('games', 'x')})`,
  game_channel: `(SELECT g.game_name || ' · ' || x.channel_name ${rowOf('game_channels', 'x', 'JOIN games g ON g.id = x.game_id')})`,
  brand: `(SELECT x.brand_name ${rowOf('brands', 'x')})`,
  activity_notice: `(SELECT x.title ${rowOf('activity_notices', 'x')})`,
};

/** For a record deleted since: the name field its creation or deletion row carried in its payload. */
const NAME_IN_PAYLOAD: Record<string, string> = {
  user: 'username',
  company: 'name',
  cooperate: 'cooperateName',
  game: 'gameName',
  game_channel: 'channelName',
  brand: 'brandName',
  activity_notice: 'title',
};

/**
 * 0006: audit rows name their record (`record_name`), so the trail reads "Puzzle Kingdom Auto ·
 * 2026-02" and "creator1 (Script Author One)" instead of ids, and keeps the name after a rename
 * or a deletion. New rows get it from appendAudit; the rows already written are named here, once,
 * with UPDATE allowed on the append-only table for the length of this migration (docs/audit.md).
 */
export function auditRecordNames(dialect: Dialect): Migration {
  const jsonText = (field: string) =>
    dialect === 'postgres' ? `(a2.payload::jsonb ->> '${field}')` : `json_extract(a2.payload, '$.${field}')`;
  return {
    async up(db: Db) {
      await db.schema.alterTable('audit_log').addColumn('record_name', 'text').execute();
      await fillAppendOnly(db, dialect, 'audit_log', async (trx) => {
        for (const [entity, name] of Object.entries(NAME_NOW)) {
          await sql.raw(`UPDATE audit_log SET record_name = ${name} WHERE entity = '${entity}'`).execute(trx);
        }
        for (const [entity, field] of Object.entries(NAME_IN_PAYLOAD)) {
          await sql
            .raw(
              `UPDATE audit_log SET record_name = (SELECT NULLIF(${jsonText(field)}, '') FROM audit_log a2 ` +
                `WHERE a2.entity = audit_log.entity AND a2.entity_id = audit_log.entity_id ` +
                `AND a2.event IN ('ADD', 'DELETE', 'CREATE') ORDER BY a2.id DESC LIMIT 1) ` +
                `WHERE entity = '${entity}' AND record_name IS NULL`,
            )
            .execute(trx);
        }
      });
    },
    async down(db: Db) {
      await db.schema.alterTable('audit_log').dropColumn('record_name').execute();
    },
  };
}
