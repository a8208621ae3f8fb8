/**
 * Bulk figures for the benchmarks, generated in SQL on either database (a row at a time from
 * JavaScript would take hours at ten million): bench scripts of `creator1`, their daily figures,
 * their daily figures through the first two partners, and app users with roles.
 */
import { type Kysely, sql } from 'kysely';
import { nameKey } from '../contracts/nameKey.js';
import type { Database, Dialect } from '../server/db/schema';
import { isoTime } from '../server/db/values';
import { countAccounts } from '../server/db/migrations/0019_user_counts';
import { withoutPlainIndexes } from './bulkLoad';

/** scripts × days script days; pairScripts × 2 partners × pairDays script-partner days. */
export interface FigureShape {
  scripts: number;
  days: number;
  pairScripts: number;
  pairDays: number;
}

const START = '2024-01-01';

/** `YYYY-MM-DD` of day `n` after START, and its month, as SQL on each dialect. */
function dayExpressions(dialect: Dialect, n: ReturnType<typeof sql.raw>) {
  return dialect === 'sqlite'
    ? {
        day: sql`date(${START}, '+' || (${n}) || ' days')`,
        month: sql`strftime('%Y-%m', date(${START}, '+' || (${n}) || ' days'))`,
      }
    : {
        day: sql`to_char(date ${sql.lit(START)} + (${n})::int, 'YYYY-MM-DD')`,
        month: sql`to_char(date ${sql.lit(START)} + (${n})::int, 'YYYY-MM')`,
      };
}

/** i in first … first+count-1, as a row source on each dialect. */
function numbers(dialect: Dialect, count: number, first = 0) {
  const last = first + count - 1;
  return dialect === 'sqlite'
    ? sql`(with recursive n(i) as (select ${first} union all select i + 1 from n where i < ${last}) select i from n)`
    : sql`(select generate_series(cast(${first} as integer), cast(${last} as integer)) as i)`;
}

/** Ten million rows in one statement hold a PostgreSQL transaction (and its memory) too long. */
const SLICE = 2_000_000;

async function inSlices(total: number, run: (first: number, count: number) => Promise<void>) {
  for (let first = 0; first < total; first += SLICE) await run(first, Math.min(SLICE, total - first));
}

/**
 * A slice of generated rows in a transaction of its own; on PostgreSQL without the foreign-key
 * checks (replica mode, this transaction only): the rows name scripts and partners just made, and
 * a lookup per row was about 40% of the load.
 */
function unchecked(database: Database, statement: (first: number, count: number) => ReturnType<typeof sql>) {
  return (first: number, count: number) =>
    database.db.transaction().execute(async (db) => {
      if (database.dialect === 'postgres') await sql`set local session_replication_role = replica`.execute(db);
      await statement(first, count).execute(db);
    });
}

export async function seedFigureDays(
  database: Database,
  shape: FigureShape,
): Promise<{ scripts: number[]; partners: number[] }> {
  const db = database.db;
  const at = isoTime();
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', 'creator1')
    .executeTakeFirstOrThrow();
  const scripts: number[] = [];
  for (let start = 0; start < shape.scripts; start += 500) {
    const rows = Array.from({ length: Math.min(500, shape.scripts - start) }, (_, i) => ({
      script_name: `Bench Script ${start + i}`,
      script_name_key: nameKey(`Bench Script ${start + i}`),
      script_package: `com.bench.s${start + i}`,
      owner_id: owner.id,
      company_id: null,
      brand_id: null,
      created_at: at,
      updated_at: at,
    }));
    scripts.push(
      ...(await db.insertInto('scripts').values(rows).returning('id').execute()).map((r) => r.id),
    );
  }
  const partners = (await db.selectFrom('cooperates').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  const first = scripts[0]!;
  const dialect = database.dialect;
  const script = dayExpressions(dialect, sql.raw(`i / ${shape.scripts}`));
  await withoutPlainIndexes(database, ['script_active_days', 'script_cooperate_active_days'], async () => {
    // Script ids are consecutive from `first`; figures vary with i so sums are not trivial.
    await inSlices(shape.scripts * shape.days, unchecked(database, (from, count) =>
      sql`
      insert into script_active_days (script_id, day, month, active_num, free_num, trial_num, red_finger_num, vmos_num, virtual_cloud_num, flying_cloud_num, ecpm)
      select cast(${first} as integer) + (i % ${shape.scripts}), ${script.day}, ${script.month}, 100 + i % 900, 40 + i % 300, 10 + i % 90, 30 + i % 200, 20 + i % 150, 10 + i % 80, 5 + i % 40, 800 + i % 1200
      from ${numbers(dialect, count, from)} as n`,
    ));
    const pair = dayExpressions(dialect, sql.raw(`i / ${shape.pairScripts * 2}`));
    await inSlices(shape.pairScripts * 2 * shape.pairDays, unchecked(database, (from, count) =>
      sql`
      insert into script_cooperate_active_days (script_id, cooperate_id, day, month, active_num, click_num)
      select cast(${first} as integer) + (i % ${shape.pairScripts}), case when (i / ${shape.pairScripts}) % 2 = 0 then cast(${partners[0]!} as integer) else cast(${partners[1]!} as integer) end,
             ${pair.day}, ${pair.month}, 20 + i % 300, 40 + i % 700
      from ${numbers(dialect, count, from)} as n`,
    ));
  });
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  return { scripts, partners };
}

const USER_ROLES = ['CREATOR', 'OPERATE', 'BUSINESS_COMPANY', 'COOPERATE'] as const;

/**
 * `count` users `bench<i>` (one in fifty frozen), each with one of four roles in turn; no
 * password can sign in as them (their verifier is not an argon2 hash).
 */
export async function seedBenchUsers(database: Database, count: number): Promise<void> {
  const at = isoTime();
  const dialect = database.dialect;
  const text = (expression: ReturnType<typeof sql>) =>
    dialect === 'sqlite' ? sql`cast(${expression} as text)` : sql`(${expression})::text`;
  const roleOf = sql.join(
    USER_ROLES.map((role, i) => sql`when ${i} then ${role}`),
    sql` `,
  );
  await database.db.transaction().execute(async (db) => {
    // A million accounts at once: PostgreSQL's per-row count triggers are left out (replica mode,
    // this transaction only) and the accounts counted once at the end, as the migration does.
    if (dialect === 'postgres') await sql`set local session_replication_role = replica`.execute(db);
    await inSlices(count, (from, slice) =>
      sql`
      insert into users (username, username_key, nickname, phone, email, avatar, introduction, password_salt, password_hash, status, recharge_coin, is_del, created_at, updated_at)
      select 'bench' || ${text(sql`i`)}, 'bench' || ${text(sql`i`)}, 'Bench User ' || ${text(sql`i`)}, null, 'bench' || ${text(sql`i`)} || '@example.com', null, '',
             ${'0'.repeat(32)}, 'not-a-verifier', case when i % 50 = 0 then 'frozen' else 'normal' end, i % 1000, 0, ${at}, ${at}
      from ${numbers(dialect, slice, from)} as n`
        .execute(db)
        .then(() => undefined),
    );
    await sql`
      insert into user_roles (user_id, role)
      select id, case id % ${USER_ROLES.length} ${roleOf} end from users where username_key like 'bench%'`.execute(db);
    if (dialect === 'postgres') {
      await sql`delete from user_counts`.execute(db);
      await countAccounts(db as unknown as Kysely<unknown>);
    }
  });
  if (dialect === 'postgres') await sql`analyze`.execute(database.db);
}
