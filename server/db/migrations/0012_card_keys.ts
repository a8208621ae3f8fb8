import { type Migration, sql } from 'kysely';
import type { Dialect } from '../schema.js';
import { type Db, idColumn } from './ddl.js';

/**
 * 0012: card keys (docs/cardKeys.md). `card_groups` says what a group's keys give (a script, or
 * VIP or SVIP days), how many, for how long and at what price; `card_keys` holds each key as its
 * keyed hash (unique: the database refuses a second key with the same symbols) and its last 4
 * symbols, never the key itself; `card_key_seals` holds a group's plain keys sealed (AES-256-GCM)
 * under a secret that lives outside the database, for the downloads; `card_grants` what a
 * redeemed script key gave an app user, until when.
 */
export function cardKeys(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('card_groups')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('goods_kind', 'text', (c) => c.notNull().check(sql`goods_kind in ('script', 'vip', 'svip')`))
        .addColumn('script_id', 'integer', (c) => c.references('scripts.id'))
        .addColumn('card_num', 'integer', (c) => c.notNull().check(sql`card_num between 1 and 100000`))
        .addColumn('valid_day', 'integer', (c) => c.notNull().check(sql`valid_day between 1 and 3650`))
        // Integer cents in `currency` (the platform's when the group was made).
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('enabled').check(sql`status in ('enabled', 'disabled')`))
        // Whose group: the script's author for a script, the admin who made it for VIP and SVIP.
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('downloaded_at', 'text')
        .addColumn('downloaded_by', 'integer', (c) => c.references('users.id'))
        .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('disabled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('card_groups_goods', sql`(goods_kind = 'script') = (script_id is not null)`)
        .execute();
      await db.schema.createIndex('card_groups_owner_idx').on('card_groups').columns(['owner_id', 'id']).execute();
      await db.schema.createIndex('card_groups_script_idx').on('card_groups').column('script_id').execute();

      await db.schema
        .createTable('card_keys')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('card_groups.id'))
        // HMAC-SHA-256 of the 16 symbols under the card key secret, hex.
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('unused').check(sql`status in ('unused', 'redeemed', 'expired', 'disabled')`),
        )
        .addColumn('redeemed_by', 'integer', (c) => c.references('users.id'))
        .addColumn('redeemed_at', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('card_keys_key_hash', ['key_hash'])
        .execute();
      // A group's keys newest first (the keys list of one group), and by status (with the expiry,
      // so a group's counts read the index alone).
      await db.schema.createIndex('card_keys_group_idx').on('card_keys').columns(['group_id', 'id']).execute();
      await db.schema.createIndex('card_keys_group_status_idx').on('card_keys').columns(['group_id', 'status', 'expires_at']).execute();
      // Partial: a new (unused) key adds nothing to these, which keeps generation fast.
      await db.schema.createIndex('card_keys_redeemed_by_idx').on('card_keys').column('redeemed_by').where(sql.ref('redeemed_by'), 'is not', null).execute();
      await db.schema.createIndex('card_keys_expiry_idx').on('card_keys').column('expires_at').where(sql.ref('status'), '=', 'redeemed').execute();

      await db.schema
        .createTable('card_key_seals')
        .addColumn('group_id', 'integer', (c) => c.primaryKey().references('card_groups.id'))
        // base64 of iv (12 bytes) + tag (16) + AES-256-GCM ciphertext of the keys' 16 symbols each.
        .addColumn('sealed', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('card_grants')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('card_grants_pk', ['user_id', 'script_id'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('card_grants').execute();
      await db.schema.dropTable('card_key_seals').execute();
      await db.schema.dropTable('card_keys').execute();
      await db.schema.dropTable('card_groups').execute();
    },
  };
}
