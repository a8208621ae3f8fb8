/**
 * Many rows as one bound value, so a statement over 100,000 keys needs two or three parameters
 * instead of hundreds of thousands (PostgreSQL takes at most 65,535, SQLite 32,766): PostgreSQL
 * unnests arrays, SQLite walks a JSON array with json_each. Used as `from <rowSet> where …`.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/schema.js';

export interface RowColumn {
  name: string;
  type: 'int' | 'text';
}

/** `rows` (one array of values per row, in `columns` order) as a table aliased `alias`. */
export function rowSet(dialect: Dialect, alias: string, columns: readonly RowColumn[], rows: readonly (readonly (string | number)[])[]): RawBuilder<unknown> {
  if (dialect === 'postgres') {
    const arrays = columns.map((column, index) => {
      const values = rows.map((row) => row[index]);
      return sql`${values}::${sql.raw(column.type === 'int' ? 'integer[]' : 'text[]')}`;
    });
    return sql`unnest(${sql.join(arrays)}) as ${sql.raw(alias)}(${sql.raw(columns.map((c) => c.name).join(', '))})`;
  }
  const picks = columns.map((column, index) => sql`value ->> ${sql.raw(String(index))} as ${sql.raw(column.name)}`);
  return sql`(select ${sql.join(picks)} from json_each(${JSON.stringify(rows)})) as ${sql.raw(alias)}`;
}
