/** Helpers of the card key tests (docs/cardKeys.md): making groups, reading their keys back. */
import { expect } from 'vitest';
import type { z } from 'zod';
import type { AddCardGroupForm, CardGroupRecord } from '../../../contracts/cardKeys.js';
import { API, type Answer, type TestServer } from './server.js';

export const CARD = `${API}/card`;

export async function scriptOf(server: TestServer, name: string): Promise<number> {
  return (await server.db.selectFrom('scripts').select('id').where('script_name', '=', name).executeTakeFirstOrThrow()).id;
}

export async function userIdOf(server: TestServer, username: string): Promise<number> {
  return (await server.db.selectFrom('users').select('id').where('username_key', '=', username).executeTakeFirstOrThrow()).id;
}

export async function addGroup(server: TestServer, token: string, form: AddCardGroupForm): Promise<CardGroupRecord> {
  const answer = await server.post<CardGroupRecord>(`${CARD}/addCardGroup`, form, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

/** The CSV of a download as rows of cells (header first, BOM dropped). */
export function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => line.split(','));
}

export function download(server: TestServer, token: string, id: number, reason?: string): Promise<Answer> {
  return server.post(`${CARD}/downloadCardKeys`, reason === undefined ? { id } : { id, reason }, { token });
}

/** The plain keys of a group with their ids, downloaded by ADMIN (the first download, or a later one with a reason). */
export async function keyRowsOf(server: TestServer, groupId: number): Promise<{ id: number; key: string }[]> {
  const admin = await server.sessionFor('admin');
  const answer = await download(server, admin, groupId, 'test: reading the keys back');
  expect(answer.status, answer.text).toBe(200);
  const [header, ...rows] = csvRows(answer.text);
  const key = header!.indexOf('cardKey');
  const id = header!.indexOf('cardId');
  return rows.map((row) => ({ id: Number(row[id]), key: row[key]! }));
}

/** The plain keys of a group. */
export async function keysOf(server: TestServer, groupId: number): Promise<string[]> {
  return (await keyRowsOf(server, groupId)).map((row) => row.key);
}

export async function auditRows(server: TestServer, entity: string, entityId: number | string) {
  return server.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(entityId)).orderBy('id').execute();
}

/** Hostile variants of a valid body that `schema` refuses: missing fields, wrong types, null, oversized, unknown fields. */
export function refusedVariants(schema: z.ZodType, valid: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [
    ['empty object', {}],
    ['array body', [valid]],
    ['unknown field isAdmin', { ...valid, isAdmin: true }],
  ];
  for (const [key, value] of Object.entries(valid)) {
    const without = { ...valid };
    delete without[key];
    out.push([`missing ${key}`, without]);
    const wrong: unknown[] = typeof value === 'string' ? [12345, true, ['a'], { a: 1 }] : ['abc', '12', 1.5, -1, true, { a: 1 }];
    for (const w of wrong) out.push([`${key} = ${JSON.stringify(w)}`, { ...valid, [key]: w }]);
    out.push([`${key} = null`, { ...valid, [key]: null }]);
    out.push([`${key} oversized`, { ...valid, [key]: 'x'.repeat(10_000) }]);
    out.push([`${key} = SQL`, { ...valid, [key]: "1; DROP TABLE card_keys; --" }]);
  }
  return out.filter(([, body]) => !schema.safeParse(body).success);
}
