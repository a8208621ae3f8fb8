/**
 * Control characters in request text (docs/server.md, "Control characters"): the sample values the
 * generated tests send, the caller a route lets through, and the refusal every one must get.
 */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { hasAnyRole } from '../../../contracts/roles.js';
import type { DB } from '../../../server/db/schema.js';
import type { Access } from '../../../server/http/access.js';
import { DEMO_ACCOUNTS, DEMO_APP_USERS } from '../../../server/seed/demo.js';
import type { Answer } from './server.js';

/** Marks the values sent, so a test can tell that an answer does not echo them. */
export const ECHO_MARKER = 'qzxmark';

/** NUL (PostgreSQL cannot store it) and another C0 control that no field allows. */
export const CONTROL_TEXTS: readonly (readonly [name: string, text: string])[] = [
  ['NUL', `${ECHO_MARKER}\u0000${ECHO_MARKER}`],
  ['ESC', `${ECHO_MARKER}\u001b${ECHO_MARKER}`],
];

/** The demo account a route lets through (null: anonymous, for public routes). */
export function callerFor(access: Access): string | null {
  if (access === 'public') return null;
  if (access === 'authenticated' || access === 'signedIn' || access === 'mfaStep') return 'admin';
  if (access === 'app') return DEMO_APP_USERS[0]!.username;
  const account = DEMO_ACCOUNTS.find((a) => hasAnyRole(a.roles, access.roles));
  if (!account) throw new Error(`no demo account holds one of ${access.roles.join(', ')}`);
  return account.username;
}

/** A 400 naming `field` as holding control characters, without repeating what was sent. */
export function expectControlRefusal(answer: Answer, field: string, what: string): void {
  expect(answer.status, `${what}: ${answer.text}`).toBe(400);
  expect(answer.body.code).toBe(400);
  const detail = answer.body.data as { reason?: string; fields?: { field: string; reason: string }[] };
  expect(detail.reason, what).toBe('invalid_input');
  expect(detail.fields, `${what}: ${answer.text}`).toContainEqual(expect.objectContaining({ field, reason: 'invalid_characters' }));
  expect(answer.text, `${what} echoes the input`).not.toContain(ECHO_MARKER);
}

/** Row counts of every table: equal before and after means nothing was stored or deleted. */
export async function tableCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((name) => !name.startsWith('kysely_'));
  const counts: Record<string, number> = {};
  for (const table of tables.sort()) {
    const row = await (db as unknown as Kysely<Record<string, object>>)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number((row as { n: unknown }).n);
  }
  return counts;
}
